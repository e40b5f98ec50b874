# Thin wrapper over CMake. `make run` builds the lab alone and starts it;
# `make test` builds everything (tests and fuzz replays too) and runs every test.
BUILD ?= build
CMAKE_FLAGS ?=
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# One test more than cores: a few tests wait (a pty, a pause before a save)
# and another runs meanwhile.
TEST_JOBS ?= $(shell echo $$(($(JOBS) + 1)))
CUDA_BIN ?= $(firstword $(wildcard /usr/local/cuda/bin))
export PATH := $(if $(CUDA_BIN),$(CUDA_BIN):,)$(PATH)

.PHONY: all build build-all deps run test install package clean asan format format-check

all: build

deps:
	@tools/install-deps.sh

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)

# The lab alone: a first `make run` waits for nothing the lab does not need.
build: $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS) --target warplab

build-all: $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

run: build
	./$(BUILD)/warplab $(ARGS)

test: build-all
	ctest --test-dir $(BUILD) --output-on-failure -j $(TEST_JOBS)

install: build
	cmake --install $(BUILD) $(if $(PREFIX),--prefix $(PREFIX),)

# A .deb (Debian, Ubuntu) that installs warplab, its lessons, quizzes,
# reference data, kernels and man page: `sudo apt install ./warplab_*.deb`.
# On a machine without a GPU, CMAKE_FLAGS=-DWARPLAB_CUDA=ON builds its CUDA
# backend for every architecture (AUTO builds only what runs here).
package: build
	cd $(BUILD) && cpack -G DEB

asan:
	$(MAKE) test BUILD=build-asan CMAKE_FLAGS="-DWARPLAB_CUDA=OFF -DWARPLAB_SANITIZE=ON -DWARPLAB_WERROR=ON -DCMAKE_BUILD_TYPE=Debug"

format:
	git ls-files '*.c' '*.h' '*.cu' | xargs clang-format -i

format-check:
	git ls-files '*.c' '*.h' '*.cu' | xargs clang-format --dry-run -Werror

clean:
	rm -rf $(BUILD)
