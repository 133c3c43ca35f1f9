// What Swift cannot call directly in libgit2 1.5: variadic functions and init macros; and one
// glibc function LarderGit needs beside it.
#ifndef LARDER_CLIBGIT2_SHIM_H
#define LARDER_CLIBGIT2_SHIM_H

#include <git2.h>
#include <git2/sys/repository.h>
#include <spawn.h>

// glibc (2.34 and later) declares this only under _GNU_SOURCE, which Swift's Glibc module is
// built without. The credential helper's `git` gets none of larder's descriptors through it:
// not libgit2's socket to the remote, nor the ends of its own pipes, which a helper's daemon
// would otherwise keep open.
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// git_libgit2_opts is variadic, so Swift sees it as unavailable; each wrapper fixes one option's
// argument list.

static inline int larder_git_get_owner_validation(int *enabled) {
  return git_libgit2_opts(GIT_OPT_GET_OWNER_VALIDATION, enabled);
}

static inline int larder_git_set_owner_validation(int enabled) {
  return git_libgit2_opts(GIT_OPT_SET_OWNER_VALIDATION, enabled);
}

static inline int larder_git_set_fsync_gitdir(int enabled) {
  return git_libgit2_opts(GIT_OPT_ENABLE_FSYNC_GITDIR, enabled);
}

static inline int larder_git_set_search_path(int level, const char *path) {
  return git_libgit2_opts(GIT_OPT_SET_SEARCH_PATH, level, path);
}

static inline int larder_git_get_search_path(int level, git_buf *out) {
  return git_libgit2_opts(GIT_OPT_GET_SEARCH_PATH, level, out);
}

static inline int larder_git_set_strict_hash_verification(int enabled) {
  return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}

static inline int larder_git_set_ssl_cert_locations(const char *file, const char *path) {
  return git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, file, path);
}

#endif
