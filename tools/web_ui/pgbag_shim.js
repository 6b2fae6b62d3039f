// Injected by tools/web_ui_setup.py into the runtime cache's copy of Pyodide's pyodide.asm.mjs
// (right after `var Module=moduleArg;`). The page calls Module.__pgbagShim() before it loads
// pygbag's pygame-ce wheel: that side module was built with JavaScript-style setjmp/longjmp
// (invoke_*, emscripten_longjmp) and wants a few imports Pyodide's main module lacks
// (emscripten_sleep, emscripten_compute_dom_pk_code, egl*). Meadow draws with SDL's 2D canvas,
// so the EGL calls only need to exist.
Module.__pgbagShim = function (opts) {
  opts = opts || {};
  var invoke = function (sig) {
    return function (ptr) {
      var args = Array.prototype.slice.call(arguments, 1);
      var sp = stackSave();
      try {
        return getWasmTableEntry(ptr).apply(null, args);
      } catch (e) {
        stackRestore(sp);
        if (e !== e + 0) throw e; // not a longjmp: a real error
        _setThrew(1, 0);
        return sig[0] == "j" ? 0n : 0;
      }
    };
  };
  for (var s of opts.invokes || []) wasmImports["invoke_" + s] = invoke(s);
  wasmImports.emscripten_longjmp = function (env, value) {
    _setThrew(env, value || 1);
    throw Infinity;
  };
  wasmImports.emscripten_sleep = function (ms) {};
  // DOM KeyboardEvent.code -> the PC scancode SDL's emscripten keyboard code expects.
  var PK = { Escape: 1, Minus: 12, Equal: 13, Backspace: 14, Tab: 15, BracketLeft: 26,
    BracketRight: 27, Enter: 28, ControlLeft: 29, Semicolon: 39, Quote: 40, Backquote: 41,
    ShiftLeft: 42, Backslash: 43, Comma: 51, Period: 52, Slash: 53, ShiftRight: 54,
    NumpadMultiply: 55, AltLeft: 56, Space: 57, CapsLock: 58, Pause: 69, ScrollLock: 70,
    NumpadSubtract: 74, NumpadAdd: 78, NumpadDecimal: 83, PrintScreen: 84, IntlBackslash: 86,
    F11: 87, F12: 88, NumpadEqual: 89, NumpadEnter: 0xe01c, ControlRight: 0xe01d,
    NumpadDivide: 0xe035, AltRight: 0xe038, NumLock: 0xe045, Home: 0xe047, ArrowUp: 0xe048,
    PageUp: 0xe049, ArrowLeft: 0xe04b, ArrowRight: 0xe04d, End: 0xe04f, ArrowDown: 0xe050,
    PageDown: 0xe051, Insert: 0xe052, Delete: 0xe053, MetaLeft: 0xe05b, MetaRight: 0xe05c,
    ContextMenu: 0xe05d };
  "0123456789".split("").forEach(function (d, i) { PK["Digit" + d] = i + 2; });
  "QWERTYUIOP".split("").forEach(function (c, i) { PK["Key" + c] = 0x10 + i; });
  "ASDFGHJKL".split("").forEach(function (c, i) { PK["Key" + c] = 0x1e + i; });
  "ZXCVBNM".split("").forEach(function (c, i) { PK["Key" + c] = 0x2c + i; });
  for (var k = 1; k <= 10; k++) PK["F" + k] = 0x3a + k;
  [[7, 0x47], [8, 0x48], [9, 0x49], [4, 0x4b], [5, 0x4c], [6, 0x4d], [1, 0x4f], [2, 0x50],
    [3, 0x51], [0, 0x52]].forEach(function (a) { PK["Numpad" + a[0]] = a[1]; });
  wasmImports.emscripten_compute_dom_pk_code = function (p) {
    return p ? PK[UTF8ToString(p)] || 0 : 0;
  };
  var egl = ["eglBindAPI", "eglChooseConfig", "eglCreateContext", "eglCreateWindowSurface",
    "eglDestroyContext", "eglDestroySurface", "eglGetConfigAttrib", "eglGetDisplay",
    "eglGetError", "eglInitialize", "eglMakeCurrent", "eglQueryString", "eglSwapBuffers",
    "eglSwapInterval", "eglTerminate", "eglWaitGL", "eglWaitNative"];
  for (var n of egl) {
    if (!(n in wasmImports)) {
      var f = function () { return 0; };
      f.sig = "i";
      wasmImports[n] = f;
    }
  }
  return Object.keys(wasmImports).length;
};
