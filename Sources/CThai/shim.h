// CThai: libthai's word breaker, for Thai compounds too wide for a line (see Package.swift
// for pkg-config and apt, and ARCHITECTURE.md, "Thai compounds").
#pragma once
#include <thai/thbrk.h>
#include <thai/thwbrk.h>
