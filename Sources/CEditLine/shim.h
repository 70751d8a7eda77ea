/*
 * CEditLine: a thin, Swift-callable face on libedit.
 *
 * el_set, el_get and history are C variadic functions, which Swift cannot call, and
 * Swift 6 rejects references to the C stdio globals; so every operation LineEditing
 * needs gets one small static inline wrapper here. No .c file is needed.
 */
#ifndef TRELLIS_CEDITLINE_SHIM_H
#define TRELLIS_CEDITLINE_SHIM_H

#include <histedit.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <wchar.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* The type of a prompt callback (EL_PROMPT, EL_PROMPT_ESC). */
typedef char *(*ceditline_prompt_fn)(EditLine *);
/* The type of a user editor command (EL_ADDFN); returns one of the CC_* codes. */
typedef unsigned char (*ceditline_command_fn)(EditLine *, int);

/* ---- editor lifetime ------------------------------------------------------------ */

/* el_init on the process's standard streams (made here: Swift 6 cannot name them). */
static inline EditLine *ceditline_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

static inline void ceditline_end(EditLine *el) { el_end(el); }

static inline void ceditline_reset(EditLine *el) { el_reset(el); }

/* Re-reads the terminal size (libedit also does this before each read and on SIGWINCH). */
static inline void ceditline_resize(EditLine *el) { el_resize(el); }

/* Reads ~/.editrc (or $EDITRC) so users keep their own key bindings. */
static inline int ceditline_source_default(EditLine *el) { return el_source(el, NULL); }

/* ---- settings --------------------------------------------------------------------- */

static inline int ceditline_set_prompt(EditLine *el, ceditline_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}

/* A prompt in which the text between two `marker` characters (colour escapes) takes no
   room on the screen. */
static inline int ceditline_set_prompt_esc(EditLine *el, ceditline_prompt_fn fn, char marker) {
    return el_set(el, EL_PROMPT_ESC, fn, (int)marker);
}

static inline int ceditline_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *ceditline_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/* "emacs" or "vi". */
static inline int ceditline_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/* 1: libedit installs its handlers for INT, TSTP, WINCH, ... while it reads, restoring the
   terminal and passing the signal on. */
static inline int ceditline_set_signal_handling(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

static inline int ceditline_add_function(EditLine *el, const char *name, const char *help,
                                         ceditline_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/* Binds one key sequence ("^R", "^I", "\\e[A") to a named editor command. */
static inline int ceditline_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/* ---- the line -------------------------------------------------------------------- */

/* Reads one line; NULL with *count == 0 on end of input, -1 on error or signal. */
static inline const char *ceditline_gets(EditLine *el, int *count) { return el_gets(el, count); }

/* The line being edited, as bytes (not NUL-terminated): buffer, cursor, lastchar. */
static inline const LineInfo *ceditline_line(EditLine *el) { return el_line(el); }

static inline int ceditline_insert(EditLine *el, const char *text) { return el_insertstr(el, text); }

/* Deletes `count` characters (not bytes) before the cursor. */
static inline void ceditline_delete_before_cursor(EditLine *el, int count) { el_deletestr(el, count); }

static inline void ceditline_beep(EditLine *el) { el_beep(el); }

/* ---- history ------------------------------------------------------------------- */

static inline History *ceditline_history_init(void) { return history_init(); }

static inline void ceditline_history_end(History *h) { history_end(h); }

/* Makes `h` the history that the editor's up/down arrows and searches walk. */
static inline int ceditline_use_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

static inline int ceditline_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/* 1: an entry equal to the newest one is not added again. */
static inline int ceditline_history_setunique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int ceditline_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

/* Number of entries read, or -1. */
static inline int ceditline_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

/* Number of entries written, or -1. */
static inline int ceditline_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

static inline int ceditline_history_count(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) != 0) return 0;
    return ev.num;
}

static inline void ceditline_history_clear(History *h) {
    HistEvent ev;
    history(h, &ev, H_CLEAR);
}

/* Walks the entries from the oldest (first call with `fromStart` = 1) to the newest;
   NULL after the newest. The string belongs to the history. */
static inline const char *ceditline_history_next_oldest_first(History *h, int fromStart) {
    HistEvent ev;
    int rc = fromStart ? history(h, &ev, H_LAST) : history(h, &ev, H_PREV);
    return rc == 0 ? ev.str : NULL;
}

/* ---- terminal and process ------------------------------------------------------------ */

/* The size of the terminal on standard output; zeros when unknown. */
typedef struct { int columns; int rows; } ceditline_size;

static inline ceditline_size ceditline_terminal_size(void) {
    ceditline_size size = { 0, 0 };
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0) {
        size.columns = ws.ws_col;
        size.rows = ws.ws_row;
    }
    return size;
}

/* An empty prompt that is always valid (for a prompt callback with nothing to show). */
static inline char *ceditline_empty_prompt(void) {
    static char empty[1] = { 0 };
    return empty;
}

/* Writes through the same stdio stream libedit draws on, and flushes it. */
static inline void ceditline_write_stdout(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

/* Makes LC_CTYPE a UTF-8 locale, as libedit needs to read multibyte input: the user's
   own locale first, then common UTF-8 ones. Returns 1 when the codeset is UTF-8. */
static inline int ceditline_setup_utf8_ctype(void) {
    static const char *const fallbacks[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8", NULL };
    const char *codeset;
    int i;
    setlocale(LC_CTYPE, "");
    codeset = nl_langinfo(CODESET);
    if (codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return 1;
    for (i = 0; fallbacks[i] != NULL; i++) {
        if (setlocale(LC_CTYPE, fallbacks[i]) != NULL) {
            codeset = nl_langinfo(CODESET);
            if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return 1;
        }
    }
    setlocale(LC_CTYPE, "");
    return 0;
}

/* ---- SIGINT --------------------------------------------------------------------- */

/* The flag below is `static`: every object file that uses these functions gets its own
   copy. Call them from ONE Swift source file only (LineEditing/InterruptSignal.swift),
   or the handler and the reader would see different flags. */

/* Set by the handler below; read and cleared by ceditline_sigint_take. */
static volatile sig_atomic_t ceditline_sigint_flag = 0;

static inline void ceditline_sigint_handler(int signo) {
    (void)signo;
    ceditline_sigint_flag = 1;
}

/* Installs the flag-setting SIGINT handler with sigaction and without SA_RESTART, so
   that a blocked read returns EINTR and el_gets gives up the line. The previous action
   goes to `previous`. Returns 0 on success. */
static inline int ceditline_sigint_install(struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = ceditline_sigint_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    ceditline_sigint_flag = 0;
    return sigaction(SIGINT, &action, previous);
}

static inline int ceditline_sigint_restore(const struct sigaction *previous) {
    return sigaction(SIGINT, previous, NULL);
}

/* 1 when SIGINT arrived since the last call; clears the flag. */
static inline int ceditline_sigint_take(void) {
    int seen = ceditline_sigint_flag != 0;
    ceditline_sigint_flag = 0;
    return seen;
}

/* ---- reading a character, or waking up for output from another thread -------------- */

/* Also `static`, and also used from InterruptSignal.swift only: the reading function below
   tells Ctrl-C from other signals by the flag above. */
static int ceditline_wake_fd = -1;

/* The key the reading function answers when the wake descriptor is readable: Ctrl-^, bound
   to the reader's function that writes what is waiting and redraws the line. */
#define CEDITLINE_WAKE_KEY 0x1E

static inline void ceditline_set_wake_fd(int fd) { ceditline_wake_fd = fd; }

/* An EL_GETCFN function: one character of UTF-8 from standard input, or CEDITLINE_WAKE_KEY
   when the wake descriptor has something. A signal other than SIGINT (a window resize)
   goes on waiting; SIGINT gives up (-1, errno EINTR), as libedit's own reading does. */
static inline int ceditline_read_character(EditLine *el, wchar_t *out) {
    unsigned char bytes[4];
    int length, i, watched;
    size_t decoded;
    ssize_t got;
    mbstate_t state;
    wchar_t character;
    (void)el;
    for (;;) {
        struct pollfd fds[2];
        fds[0].fd = 0; fds[0].events = POLLIN; fds[0].revents = 0;
        fds[1].fd = ceditline_wake_fd; fds[1].events = POLLIN; fds[1].revents = 0;
        watched = ceditline_wake_fd >= 0 ? 2 : 1;
        if (poll(fds, (nfds_t)watched, -1) < 0) {
            if (errno == EINTR && !ceditline_sigint_flag) continue;
            return -1;
        }
        if (watched == 2 && (fds[1].revents & POLLIN)) { *out = (wchar_t)CEDITLINE_WAKE_KEY; return 1; }
        if (fds[0].revents) break;
    }
    got = read(0, bytes, 1);
    if (got <= 0) return (int)got;
    length = bytes[0] < 0x80 ? 1 : bytes[0] >= 0xF0 ? 4 : bytes[0] >= 0xE0 ? 3 : bytes[0] >= 0xC0 ? 2 : 1;
    for (i = 1; i < length; i++) {
        if (read(0, bytes + i, 1) != 1) { length = i; break; }
    }
    memset(&state, 0, sizeof state);
    decoded = mbrtowc(&character, (const char *)bytes, (size_t)length, &state);
    *out = (decoded == (size_t)-1 || decoded == (size_t)-2) ? (wchar_t)0xFFFD : character;
    return 1;
}

typedef int (*ceditline_read_fn)(EditLine *, wchar_t *);

static inline int ceditline_set_read_function(EditLine *el, ceditline_read_fn fn) {
    return el_set(el, EL_GETCFN, fn);
}

#endif
