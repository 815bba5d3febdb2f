/**
 * How the server process ends (docs/operations.md, Exit codes), so that systemd restarts what a restart
 * can cure and only that:
 *   0   stopped by SIGTERM or SIGINT;
 *   1   fix the configuration: a bad setting, no build, a taken port, a database or folder refusing
 *       access — one French line on stderr; never restarted (RestartPreventExitStatus=1);
 *   70  unexpected failure (a bug, EX_SOFTWARE): a JSON log line with the stack; restarted;
 *   75  try again (EX_TEMPFAIL): the database stayed unreachable during the start-up wait
 *       (DATABASE_WAIT_SECONDS) — one French line on stderr; restarted.
 */
export const EXIT = { configuration: 1, software: 70, tryAgain: 75 } as const;
