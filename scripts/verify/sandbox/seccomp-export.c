/*
 * Writes a seccomp program for `bwrap --seccomp FD` to the file OUT: every system call allowed but
 * those named, which fail with the errno given (NAME:ERRNO, both from seccomp.ts). libseccomp
 * resolves the names for this machine's architecture and makes the program end a process that
 * enters the kernel through another architecture's entry (32-bit int 0x80 on x86-64), so the list
 * cannot be walked around that way.
 */
#include <errno.h>
#include <fcntl.h>
#include <seccomp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int fail(const char *what, const char *name, int rc) {
  fprintf(stderr, "seccomp-export: %s %s: %s\n", what, name, strerror(rc < 0 ? -rc : rc));
  return 1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s OUT NAME:ERRNO...\n", argv[0]);
    return 2;
  }
  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
  if (!filter) return fail("seccomp_init", "", ENOMEM);
  int rc = seccomp_attr_set(filter, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
  if (rc < 0) return fail("seccomp_attr_set", "BADARCH", rc);
  for (int i = 2; i < argc; i++) {
    char *colon = strchr(argv[i], ':');
    if (!colon) return fail("no :ERRNO after", argv[i], EINVAL);
    *colon = '\0';
    int number = seccomp_syscall_resolve_name(argv[i]);
    if (number == __NR_SCMP_ERROR) return fail("unknown system call", argv[i], EINVAL);
    /* A negative number is a call this architecture does not have: nothing to refuse. */
    if (number < 0) continue;
    rc = seccomp_rule_add(filter, SCMP_ACT_ERRNO(atoi(colon + 1)), number, 0);
    if (rc < 0) return fail("cannot refuse", argv[i], rc);
  }
  int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (out < 0) return fail("cannot write", argv[1], errno);
  rc = seccomp_export_bpf(filter, out);
  if (rc < 0 || close(out) < 0) return fail("cannot export to", argv[1], rc < 0 ? rc : errno);
  seccomp_release(filter);
  return 0;
}
