// CSDL2.SysWM: the window system's handles behind an SDL window (X11 Display, Wayland
// wl_display), for waiting on the display connection's file descriptor, and the X events
// SDL passes on as SDL_SYSWMEVENT (XInput 2's among them), for their times.
#pragma once
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/extensions/XInput2.h>
