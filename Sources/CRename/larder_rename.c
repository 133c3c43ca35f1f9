// renameat2 is declared only under _GNU_SOURCE, which Swift's Glibc module is built without;
// this file is compiled with it and wraps the two flags larder uses.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>

#include "larder_rename.h"

int larder_rename_exchange(const char *first, const char *second) {
  return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}

int larder_rename_noreplace(const char *from, const char *to) {
  return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
}
