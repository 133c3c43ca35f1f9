// What Swift cannot call directly in libgit2 1.5: variadic functions and init macros.
#include <git2.h>
