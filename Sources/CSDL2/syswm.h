// CSDL2.SysWM: the window system's handles behind an SDL window (X11 Display, Wayland
// wl_display), for waiting on the display connection's file descriptor.
#pragma once
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
