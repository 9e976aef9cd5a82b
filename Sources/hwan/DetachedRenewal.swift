import HwanKit

/// Renews in a detached process, for a one-shot command or a batch (SPEC §4):
/// the command answers from its saved table and exits, and the renewal
/// outlives it by at most the 5-second request budget.
///
/// How it is started and bounded:
/// - this binary (`/proc/self/exe`) is spawned with the same arguments and
///   `HWAN_RENEW=` the renewal in words (`RenewalCommand`), its stdin, stdout
///   and stderr on `/dev/null` (a shell reading the command's output is not
///   held open), and fd 3 the write end of a pipe the parent watches for
///   `RenewalPlan.grace`;
/// - the spawned process forks at once and its first half exits, so the
///   renewal is no child of the command: no zombie, whether the command has
///   ended or goes on reading a batch; the second half starts a session of
///   its own (`setsid`: no terminal, no ctrl-c meant for the command);
/// - the renewal takes the entry's lock without waiting (held: another renewal
///   is under way, it leaves), asks once within the 5-second budget (curl's
///   `--max-time`, and `Subprocess` kills curl half a second after), saves
///   atomically, reaps its curl and exits.
final class DetachedRenewer: RenewalStarter, @unchecked Sendable {
    /// The variable that makes a hwan process a renewal.
    static let variable = "HWAN_RENEW"

    private let renewals = RenewalsUnderWay()

    func isRenewing(_ entry: String) -> Bool { renewals.isRunning(entry) }

    func start(_ task: RenewalTask) -> (any RenewalProgress)? {
        renewals.progress(of: task.entry) { spawn(task.command) }
    }

    private func spawn(_ command: RenewalCommand) -> RenewalProgressPipe? {
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return nil }
        path[length] = 0
        var fds: [Int32] = [0, 0]
        SpawnLock.lock()
        defer { SpawnLock.unlock() }
        guard Subprocess.closeOnExecPipe(&fds) else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 3)
        let prefix = Self.variable + "="
        var environment: [UnsafeMutablePointer<CChar>?] = [strdup(prefix + command.text)]
        var index = 0
        while let entry = environ[index] {
            if strncmp(entry, prefix, prefix.utf8.count) != 0 { environment.append(strdup(entry)) }
            index += 1
        }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = path.withUnsafeBufferPointer { file in
            posix_spawn(&pid, file.baseAddress!, &actions, nil, CommandLine.unsafeArgv, environment)
        }
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            return nil
        }
        return RenewalProgressPipe(readEnd: fds[0], started: monotonicSeconds(), reap: pid)
    }
}

/// The process `DetachedRenewer` starts: it reads its renewal from the
/// environment, leaves its parent (fork; the first half exits), and runs it.
enum RenewalProcess {
    /// The renewal this process was started for, after detaching; nil in every other run.
    /// Called first thing, while the process has one thread (so `fork` is safe).
    static func detachIfAsked() -> RenewalCommand? {
        // Words hwan did not write make an ordinary run, never a silent one.
        guard let pointer = getenv(DetachedRenewer.variable),
            let command = RenewalCommand(text: decodedCString(pointer))
        else { return nil }
        let child = fork()
        if child != 0 { _exit(0) }  // the first half (or a failed fork): the parent reaps it
        _ = setsid()
        // fd 3 tells the command when this ends; curl must not hold it.
        _ = fcntl(3, F_SETFD, FD_CLOEXEC)
        // Nothing else the command's own parent left open is held.
        var fd: Int32 = 4
        let highest = Int32(min(sysconf(Int32(_SC_OPEN_MAX)), 65_536))
        while fd < highest {
            close(fd)
            fd += 1
        }
        return command
    }
}
