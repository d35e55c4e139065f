// The platform's C library, imported in one place: `import LibC` instead of the same
// `#if canImport(Glibc)` block in every file that calls `read`, `pthread_*` or libm.
// Glibc on Debian and Ubuntu, Musl under the static Linux SDK, Darwin elsewhere.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
