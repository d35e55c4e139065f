// CEspeakNG: eSpeak NG for Swift (see Package.swift for pkg-config and apt): speech for the
// kiosk's screen reader, to the sound device or into samples.
#pragma once
#include <espeak-ng/espeak_ng.h>
