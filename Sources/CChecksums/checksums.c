// libgit2 1.5.1 checks the SHA-1 trailer of .git/index on every read, with the collision-
// detecting SHA-1 it uses for object names (sha1dc, ten times slower than the processor's
// SHA-1 instructions): for a decade journal's index that was a tenth of `larder add`. A
// trailer guards against a damaged file, not against an attacker, so the git CLI does not
// check it at all when it reads the index, and hashes such checksums with plain SHA-1
// (`SHA1_UNSAFE`, git 2.47). The linker's --wrap option (Package.swift) sends libgit2's
// git_hash_buf here. Its callers are the index, config and commit-graph checksums and the
// change detection of files libgit2 rereads; object names never pass through it.

#include "checksums.h"

// The low-level SHA-1 calls are deprecated in OpenSSL 3 in favour of EVP, which is what
// costs the start-up this file avoids.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>
#include <stddef.h>

// libgit2's own function and its git_hash_algorithm_t value for SHA-1.
int __real_git_hash_buf(unsigned char *out, const void *data, size_t len, int algorithm);
enum { libgit2_sha1 = 1 };

int __wrap_git_hash_buf(unsigned char *out, const void *data, size_t len, int algorithm) {
  if (algorithm != libgit2_sha1) return __real_git_hash_buf(out, data, len, algorithm);
  struct iovec piece = {(void *)data, len};
  return larder_sha1(&piece, 1, out);
}

int larder_sha1(const struct iovec *pieces, int count, unsigned char *digest) {
  // SHA1_Init and its companions hash directly; OpenSSL 3's one-call SHA1 first loads the
  // library's providers and configuration.
  SHA_CTX context;
  if (!SHA1_Init(&context)) return -1;
  for (int i = 0; i < count; i++)
    if (!SHA1_Update(&context, pieces[i].iov_base, pieces[i].iov_len)) return -1;
  return SHA1_Final(digest, &context) ? 0 : -1;
}
