// CLibFuzzer: libFuzzer's entry for programs that have their own main (compiler-rt's
// FuzzerInterface.h). The runtime comes with `-sanitize=fuzzer`; nothing to link here.
#pragma once
#include <stddef.h>
#include <stdint.h>

// Parses libFuzzer's command line and runs `test` on each input; returns the exit status.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
