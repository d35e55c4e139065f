#!/usr/bin/python3
"""An AT-SPI client for the gallery's accessibility test, through pyatspi (libatspi, the
library Orca reads applications with): it finds the application named by its first
argument on the desktop and runs the commands that follow, one line of JSON each:

  tree                     every element: depth, role name, name, states, interfaces
  find NAME                the first element named NAME: its role, states, text, actions
  action NAME ACTION       does ACTION (by its name, "click") on the element named NAME
  text NAME                the Text interface's text and caret of the element named NAME,
                           its first character's extents and the whole text's (window
                           coordinates), and the element's own extents
  focus NAME               GrabFocus on it, then waits for its focus event
  type NAME TEXT           EditableText.InsertText at the caret of the element named NAME
  value NAME X             sets the Value interface's current value of the element
                           named NAME to X, and reads it back after a moment
  wait-name ROLE PREFIX    waits for an element of ROLE whose name starts with PREFIX
  stale NAME TAB           holds the element named NAME, presses the tab named TAB so
                           it goes, then asks it for its role: the app must answer
                           with an error, and go on answering
  listen IDLE              listens for every object event and counts them until none
                           came for IDLE seconds (after the first)
  keys TAKE IDLE           listens for key presses and releases as Orca does (a
                           synchronous, preemptive keystroke listener), prints the
                           line "listening" once registered, takes (consumes) the key
                           named TAKE, and answers the keys it heard once none came for
                           IDLE seconds (after the first)
  activation IDLE          listens for window activation and focus events, prints the
                           line "listening", and answers them (type, detail, source)
                           once none came for IDLE seconds (after the first)
  flood N                  sends N calls on a connection of its own without waiting,
                           then closes it with the answers unread

Errors are reported as {"error": ...} and the client goes on; it exits 2 when the
application is not found within 120 seconds (a loaded machine starts it slowly).
"""
import json
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Gio, GLib  # noqa: E402
import pyatspi  # noqa: E402


def find_application(name, timeout=120):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    return None


def walk(node, depth=0):
    yield node, depth
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child, depth + 1)


def states(node):
    return sorted(pyatspi.stateToString(state) for state in node.getState().getStates())


def describe(node, depth=None):
    entry = {"role": node.getRoleName(), "name": node.name, "states": states(node),
             "interfaces": sorted(node.get_interfaces())}
    if depth is not None:
        entry["depth"] = depth
    return entry


def element(app, name):
    for node, _ in walk(app):
        if node.name == name and node.getRoleName() != "frame":
            return node
    raise LookupError(f"no element named {name!r}")


def gather_until_idle(items, idle, first):
    """Lets GLib deliver events until `items` (a list the listener appends to) grew by
    none for `idle` seconds, or for `first` seconds before anything came."""
    last = time.monotonic()
    seen = 0
    while time.monotonic() - last < (idle if seen else first):
        pump(0.05)
        if len(items) != seen:
            seen = len(items)
            last = time.monotonic()


def pump(seconds):
    """Lets GLib deliver events for `seconds`."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


focus_events = []
focus_events_registered = []


def on_focus(event):
    if event.detail1 == 1:
        focus_events.append(event.source.name)


def run(app, command, arguments):
    if command == "tree":
        return {"tree": [describe(node, depth) for node, depth in walk(app)]}
    if command == "find":
        node = element(app, arguments[0])
        entry = describe(node)
        action = node.queryAction() if "Action" in node.get_interfaces() else None
        if action is not None:
            entry["actions"] = [action.getName(i) for i in range(action.nActions)]
        return entry
    if command == "action":
        node = element(app, arguments[0])
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        return {"done": action.doAction(names.index(arguments[1]))}
    if command == "text":
        node = element(app, arguments[0])
        text = node.queryText()
        # Extents are where the last frame drew the text: until the frame that shows an
        # edit, the app answers with the field's box for every character.
        deadline = time.monotonic() + 5
        while True:
            first = text.getCharacterExtents(0, pyatspi.WINDOW_COORDS)
            whole = text.getRangeExtents(0, text.characterCount, pyatspi.WINDOW_COORDS)
            if text.characterCount < 2 or tuple(first) != tuple(whole) or time.monotonic() > deadline:
                break
            pump(0.05)
        box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return {"text": text.getText(0, -1), "caret": text.caretOffset, "count": text.characterCount,
                "first": [first[0], first[1], first[2], first[3]], "whole": [whole[0], whole[1], whole[2], whole[3]],
                "box": [box.x, box.y, box.width, box.height]}
    if command == "focus":
        if not focus_events_registered:
            # Registered here, not at the start: `listen` must be the only listener then.
            pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
            focus_events_registered.append(True)
            pump(0.3)
        focus_events.clear()
        node = element(app, arguments[0])
        grabbed = node.queryComponent().grabFocus()
        deadline = time.monotonic() + 5
        while arguments[0] not in focus_events and time.monotonic() < deadline:
            pump(0.05)
        return {"grabbed": grabbed, "events": focus_events[:], "states": states(node)}
    if command == "type":
        node = element(app, arguments[0])
        text = node.queryText()
        done = node.queryEditableText().insertText(text.caretOffset, arguments[1], len(arguments[1]))
        return {"done": done}
    if command == "value":
        value = element(app, arguments[0]).queryValue()
        before = value.currentValue
        value.currentValue = float(arguments[1])
        pump(0.5)
        return {"before": before, "after": value.currentValue, "minimum": value.minimumValue,
                "maximum": value.maximumValue, "step": value.minimumIncrement}
    if command == "wait-name":
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            for node, _ in walk(app):
                if node.getRoleName() == arguments[0] and node.name.startswith(arguments[1]):
                    return {"name": node.name}
            pump(0.05)
        return {"error": f"no {arguments[0]} named {arguments[1]}..."}
    if command == "stale":
        node = element(app, arguments[0])
        run(app, "action", [arguments[1], "click"])
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            try:
                element(app, arguments[0])
                pump(0.05)
            except LookupError:
                break
        try:
            node.getRoleName()
            answer = "no error"
        except Exception as error:  # noqa: BLE001: the error is what is checked
            answer = str(error)
        return {"stale": answer, "children": app.childCount}
    if command == "listen":
        received = []

        def count(event):
            received.append(event.type)

        pyatspi.Registry.registerEventListener(count, "object:")
        gather_until_idle(received, float(arguments[0]), first=120)
        pyatspi.Registry.deregisterEventListener(count, "object:")
        kinds = {}
        for kind in received:
            kinds[kind] = kinds.get(kind, 0) + 1
        return {"events": len(received), "kinds": kinds}
    if command == "keys":
        heard = []

        def on_key(event):
            kind = "press" if event.type == pyatspi.KEY_PRESSED_EVENT else "release"
            heard.append({"kind": kind, "name": event.event_string, "keycode": event.hw_code,
                          "keysym": event.id, "modifiers": event.modifiers})
            return event.event_string == arguments[0]

        # No modifier, Shift, Num Lock, both: the listener's key set is every key.
        pyatspi.Registry.registerKeystrokeListener(on_key, mask=[0, 1, 16, 17])
        pump(0.5)
        print("listening", flush=True)
        gather_until_idle(heard, float(arguments[1]), first=60)
        pyatspi.Registry.deregisterKeystrokeListener(on_key, mask=[0, 1, 16, 17])
        return {"keys": heard}
    if command == "activation":
        seen_events = []

        def on_event(event):
            seen_events.append(f"{event.type} {event.detail1} {event.source.name}")

        for kind in ["window:activate", "window:deactivate", "object:state-changed:focused",
                     "object:state-changed:active"]:
            pyatspi.Registry.registerEventListener(on_event, kind)
        pump(0.5)
        print("listening", flush=True)
        gather_until_idle(seen_events, float(arguments[0]), first=60)
        return {"events": seen_events}
    if command == "flood":
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                    GLib.VariantType("(s)"), 0, 2000, None).unpack()[0]
        flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        connection = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
        registry = connection.call_sync("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root",
                                        "org.a11y.atspi.Accessible", "GetChildren", None, None, 0, 2000, None)
        bus = None
        for name, path in registry.unpack()[0]:
            reply = connection.call_sync(name, path, "org.freedesktop.DBus.Properties", "Get",
                                         GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")),
                                         None, 0, 2000, None)
            if reply.unpack()[0] == app.name:
                bus = name
        for index in range(int(arguments[0])):
            connection.call(bus, "/org/a11y/atspi/accessible/window", "org.a11y.atspi.Accessible",
                            "GetChildren", None, None, 0, -1, None, None)
        connection.flush_sync(None)
        connection.close_sync(None)
        return {"sent": int(arguments[0]), "children": app.childCount}
    raise ValueError(f"unknown command {command}")


def main():
    app = find_application(sys.argv[1])
    if app is None:
        print(json.dumps({"error": f"no application named {sys.argv[1]} on the desktop"}), flush=True)
        sys.exit(2)
    for line in sys.argv[2:]:
        command, *arguments = line.split("\t")
        try:
            result = run(app, command, arguments)
        except Exception as error:  # noqa: BLE001: every failure is reported, and the next command runs
            result = {"error": f"{type(error).__name__}: {error}"}
        print(json.dumps({"command": line, **result}), flush=True)


main()
