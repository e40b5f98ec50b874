# Shared by the expression scripts: reading bench/expr-corpus.txt.
#   expr_corpus FILE   prints one line per experiment: TYPE<TAB>S<TAB>LOAD<TAB>STORE
#                      (STORE empty when the store uses the load's index)
expr_corpus() {
    grep -v '^[[:space:]]*#' "$1" | grep -v '^[[:space:]]*$' | while read -r t s rest; do
        load=${rest%%;*}
        store=
        case "$rest" in *";"*) store=${rest#*;} ;; esac
        load=$(printf '%s' "$load" | sed 's/[[:space:]]*$//')
        store=$(printf '%s' "$store" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
        printf '%s\t%s\t%s\t%s\n' "$t" "$s" "$load" "$store"
    done
}
