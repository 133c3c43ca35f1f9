// What Swift cannot call directly in zlib: the init macros, which pass the library's version
// and the size of z_stream to the real functions.
#ifndef LARDER_CZLIB_SHIM_H
#define LARDER_CZLIB_SHIM_H

#include <zlib.h>

// A raw deflate stream, as a zip entry holds it: no zlib header, no Adler-32 trailer.
static inline int larder_inflate_init_raw(z_stream *stream) {
  return inflateInit2(stream, -MAX_WBITS);
}

// The writing side of the same format; the tests build their zip archives with it.
static inline int larder_deflate_init_raw(z_stream *stream, int level) {
  return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}

#endif
