// libgit2 1.5.1 built with mbedTLS parses every certificate authority of the system (about
// 140 of them, 5.5 ms) inside git_libgit2_init, although only an HTTPS push or fetch uses
// them. These two definitions take the place of mbedTLS's own for the whole process (the
// dynamic linker finds the executable's symbols first): while larder defers, they only note
// the path; otherwise, and for every later call, they hand over to mbedTLS. LarderGit loads
// the noted path before its first network operation.

#define _GNU_SOURCE
#include "deferred_certificates.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

static int deferring;
static char *deferred_file;
static char *deferred_directory;

void larder_defer_certificates(int defer) { deferring = defer; }

const char *larder_deferred_certificate_file(void) { return deferred_file; }

const char *larder_deferred_certificate_directory(void) { return deferred_directory; }

typedef int (*parse_function)(void *chain, const char *path);

static int parse(const char *name, void *chain, const char *path, char **deferred) {
  if (deferring) {
    free(*deferred);
    *deferred = path ? strdup(path) : NULL;
    return 0;
  }
  parse_function mbedtls = (parse_function)dlsym(RTLD_NEXT, name);
  return mbedtls ? mbedtls(chain, path) : -1;
}

int mbedtls_x509_crt_parse_file(void *chain, const char *path) {
  return parse("mbedtls_x509_crt_parse_file", chain, path, &deferred_file);
}

int mbedtls_x509_crt_parse_path(void *chain, const char *path) {
  return parse("mbedtls_x509_crt_parse_path", chain, path, &deferred_directory);
}
