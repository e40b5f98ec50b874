#include "wl_contents.h"

size_t wl_contents_lesson_of(const wl_course *c, size_t section)
{
    size_t start = 0;
    for (size_t l = 0; l < c->nlessons; l++) {
        if (section < start + c->lessons[l].nsections)
            return l;
        start += c->lessons[l].nsections;
    }
    return c->nlessons ? c->nlessons - 1 : 0;
}

size_t wl_contents_first_section(const wl_course *c, size_t lesson)
{
    size_t start = 0;
    for (size_t l = 0; l < lesson && l < c->nlessons; l++)
        start += c->lessons[l].nsections;
    return start;
}

long wl_contents_lesson_start(const wl_course *c, int number)
{
    for (size_t l = 0; l < c->nlessons; l++)
        if (c->lessons[l].number == number && c->lessons[l].nsections > 0)
            return (long)wl_contents_first_section(c, l);
    return -1;
}

int wl_contents_rows(const wl_course *c)
{
    return (int)(c->nlessons + wl_course_section_count(c));
}

int wl_contents_row_of(const wl_course *c, size_t section)
{
    return (int)(section + wl_contents_lesson_of(c, section) + 1);
}

bool wl_contents_at(const wl_course *c, int row, size_t *lesson, size_t *section)
{
    int r = 0;
    size_t start = 0;
    for (size_t l = 0; l < c->nlessons; l++) {
        int n = (int)c->lessons[l].nsections;
        if (row == r) {
            *lesson = l;
            return false;
        }
        if (row <= r + n) {
            *lesson = l;
            *section = start + (size_t)(row - r - 1);
            return true;
        }
        r += n + 1;
        start += (size_t)n;
    }
    *lesson = c->nlessons;
    return false;
}

int wl_contents_first_row(const wl_course *c, size_t sel, int h)
{
    int row = wl_contents_row_of(c, sel);
    int heading =
        row - (int)(sel - wl_contents_first_section(c, wl_contents_lesson_of(c, sel))) - 1;
    if (h <= 0)
        return row;
    int first = row >= h ? row - h + 1 : 0;
    if (heading < first && row - heading < h) /* its lesson's heading fits too */
        first = heading;
    return first;
}
