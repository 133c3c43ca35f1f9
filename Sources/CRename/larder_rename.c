// renameat2 and F_SETLEASE are declared only under _GNU_SOURCE, which Swift's Glibc module is
// built without, and fstatfs in a header it does not import; this file wraps the calls larder
// makes of them.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/vfs.h>

#include "larder_rename.h"

int larder_rename_exchange(const char *first, const char *second) {
  return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}

int larder_rename_noreplace(const char *from, const char *to) {
  return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
}

int larder_take_read_lease(int descriptor) {
  return fcntl(descriptor, F_SETLEASE, F_RDLCK);
}

int larder_release_lease(int descriptor) {
  return fcntl(descriptor, F_SETLEASE, F_UNLCK);
}

long larder_file_system_type(int descriptor) {
  struct statfs system;
  return fstatfs(descriptor, &system) == 0 ? (long)system.f_type : -1;
}
