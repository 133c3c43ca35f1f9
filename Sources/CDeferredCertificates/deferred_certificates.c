// libgit2 1.5.1 built with mbedTLS parses every certificate authority of the system (about
// 140 of them, 5.5 ms) inside git_libgit2_init, although only an HTTPS push or fetch uses
// them. libgit2 and mbedTLS are linked into larder statically, and the linker's --wrap
// option (Package.swift) sends libgit2's calls of the two mbedTLS loaders here: while larder
// defers, they only note the path; otherwise they hand over to mbedTLS. LarderGit loads the
// noted path before its first network operation.

#include "deferred_certificates.h"

#include <stdlib.h>
#include <string.h>

static int deferring;
static char *deferred_file;
static char *deferred_directory;

void larder_defer_certificates(int defer) { deferring = defer; }

const char *larder_deferred_certificate_file(void) { return deferred_file; }

const char *larder_deferred_certificate_directory(void) { return deferred_directory; }

// mbedTLS's own loaders, under the names --wrap gives them.
int __real_mbedtls_x509_crt_parse_file(void *chain, const char *path);
int __real_mbedtls_x509_crt_parse_path(void *chain, const char *path);

static int defer(const char *path, char **deferred) {
  free(*deferred);
  *deferred = path ? strdup(path) : NULL;
  return 0;
}

int __wrap_mbedtls_x509_crt_parse_file(void *chain, const char *path) {
  return deferring ? defer(path, &deferred_file) : __real_mbedtls_x509_crt_parse_file(chain, path);
}

int __wrap_mbedtls_x509_crt_parse_path(void *chain, const char *path) {
  return deferring ? defer(path, &deferred_directory)
                   : __real_mbedtls_x509_crt_parse_path(chain, path);
}
