#ifndef LARDER_CHECKSUMS_H
#define LARDER_CHECKSUMS_H

#include <sys/uio.h>

// The linker also sends libgit2's git_hash_buf to checksums.c (see there).

/// The plain SHA-1 of the `count` pieces one after the other, into `digest` (20 bytes), with
/// the processor's SHA instructions where it has them: for checksums such as the trailer of
/// .git/index, never for object names. Returns 0, or -1 when OpenSSL fails.
int larder_sha1(const struct iovec *pieces, int count, unsigned char *digest);

#endif
