import Foundation
import Testing

import NotificationPayload
import NotificationSimulator
@testable import NotificationSimulatorCLI

/// `notifsim completion bash|zsh|fish`: scripts generated from the declarations the help and
/// the parsers read, tried in the shells themselves.
@Suite struct CompletionTests {
  /// Runs `program` with `arguments` in `folder`; its standard output, or `nil` when the
  /// program is not installed.
  func shell(_ program: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String)? {
    guard let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + program }).first(where: FileManager.default.isExecutableFile)
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A folder to complete file names in.
  func files() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("alpha.json", "{}")
    try folder.write("beta.apns", "{}")
    try folder.write("-dash.json", "{}")
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("alps"), withIntermediateDirectories: true)
    return folder
  }

  /// What bash's `_notifsim` puts in COMPREPLY for each command line (the words up to the
  /// cursor, the last one being completed), sorted.
  func bash(_ lines: [[String]], in folder: TemporaryFolder) throws -> [[String]]? {
    let script = folder.url.appendingPathComponent("notifsim.bash")
    try Completion.script(for: .bash).write(to: script, atomically: true, encoding: .utf8)
    var test = "source \(script.path) || exit 9\n"
    for words in lines {
      let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
      test += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _notifsim\n"
      test += "printf '%s\\n' \"${COMPREPLY[@]}\" | LC_ALL=C sort | tr '\\n' ' '; echo\n"
    }
    guard let result = try shell("bash", ["--noprofile", "--norc", "-c", test], in: folder.url) else { return nil }
    #expect(result.status == 0, "\(result.output)")
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      $0.split(separator: " ").map(String.init)
    }
  }

  @Test func `bash completes commands, options per command, listed values and file names`() throws {
    let folder = try files()
    let cases: [([String], [String])] = [
      (["notifsim", ""], ["--help", "--version", "-h", "completion", "docs", "explain", "help", "lint", "new", "run", "schema", "table"]),
      (["notifsim", "r"], ["run"]),
      (["notifsim", "run", "--format", "j"], ["json", "junit"]),
      (["notifsim", "run", "--format", "=", "m"], ["markdown"]),
      (["notifsim", "run", "--format", "="], ["github", "html", "json", "junit", "markdown", "text"]),
      (["notifsim", "run", "--q"], ["--quiet"]),
      (["notifsim", "run", "-"], ["--", "--exclude", "--filter", "--follow-links", "--format", "--help", "--quiet", "--record", "--shard", "--strict", "--update", "-h", "-q"]),
      (["notifsim", "run", "al"], ["alpha.json", "alps"]),
      (["notifsim", "run", "--format", "json", "b"], ["beta.apns"]),
      (["notifsim", "run", "--", "-"], ["-dash.json"]),
      (["notifsim", "run", "--filter", "a"], []),
      (["notifsim", "explain", "--state", "b"], ["background"]),
      (["notifsim", "explain", "x.json", "--push-type", "l"], ["liveactivity", "location"]),
      (["notifsim", "explain", "--setting", ""], ["backgroundAppRefreshOff", "lowPowerMode", "notificationsOff"]),
      (["notifsim", "lint", "--strings", "b"], ["beta.apns"]),
      (["notifsim", "lint", "--header", ""], []),
      (["notifsim", "new", "-o", "be"], ["beta.apns"]),
      (["notifsim", "new", "--output", "=", "al"], ["alpha.json", "alps"]),
      (["notifsim", "docs", "al"], ["alps"]),
      (["notifsim", "table", "--format", ""], ["json", "markdown"]),
      (["notifsim", "schema", ""], []),
      (["notifsim", "schema", "-"], ["--help", "-h"]),
      (["notifsim", "help", "c"], ["completion"]),
      (["notifsim", "completion", "z"], ["zsh"]),
      (["notifsim", "nonsense", ""], []),
    ]
    guard let replies = try bash(cases.map(\.0), in: folder) else {
      Issue.record("bash is not installed")
      return
    }
    #expect(replies.count == cases.count)
    for (reply, expected) in zip(replies, cases) { #expect(reply == expected.1, "\(expected.0)") }
  }

  @Test func `bash completes every declared option and every listed value of every command`() throws {
    let folder = try files()
    var lines: [[String]] = []
    var expected: [[String]] = []
    for command in Completion.commands {
      lines.append(["notifsim", command.name, "-"])
      let names = command.options.flatMap(\.names) + (command.operand == .none ? [] : ["--"])
      expected.append(names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
      for option in command.options {
        guard case .choices(let words) = option.value else { continue }
        for name in option.names {
          lines.append(["notifsim", command.name, name, ""])
          expected.append(words.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        }
      }
    }
    #expect(lines.count == 20)
    let replies = try #require(try bash(lines, in: folder))
    #expect(replies == expected)
  }

  @Test func `zsh gets a compdef function, each option once per name with its values`() throws {
    let script = Completion.script(for: .zsh)
    #expect(script.hasPrefix("#compdef notifsim\n"))
    #expect(script.contains("""
          new)
            _arguments -s \\
              '*--state=:value:(notRunning forceQuit suspended background inactive active)' \\
              '(--output -o)--output=:file:_files' \\
              '(--output -o)-o:file:_files' \\
              '--force' \\
              '(--help -h)--help' \\
              '(--help -h)-h' \\
              '*:file:_files' && return
            ;;
      """))
    #expect(script.contains("    'table:Print the routing table\\: which callbacks fire when, with sources.'\n"))
    for command in Completion.commands { #expect(script.contains("\n    \(command.name))\n      _arguments -s \\\n")) }
    let folder = try TemporaryFolder()
    let file = try folder.write("_notifsim", script)
    if let checked = try shell("zsh", ["-n", file.path], in: folder.url) {
      #expect(checked.status == 0, "\(checked.output)")
      #expect(checked.output == "")
    }
  }

  @Test func `fish gets complete commands, each tried in fish when it is installed`() throws {
    let script = Completion.script(for: .fish)
    #expect(script.contains("""
      complete -c notifsim -n '__notifsim_subcommand_is new' -l state -x -a 'notRunning forceQuit suspended background inactive active'
      complete -c notifsim -n '__notifsim_subcommand_is new' -l output -s o -r -F
      complete -c notifsim -n '__notifsim_subcommand_is new' -l force
      complete -c notifsim -n '__notifsim_subcommand_is new' -l help -s h
      complete -c notifsim -n '__notifsim_subcommand_is new' -F

      """))
    #expect(script.contains("complete -c notifsim -n __fish_use_subcommand -a table -d 'Print the routing table: which callbacks fire when, with sources.'\n"))
    let lines = script.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix(" ") && $0 != "end" && !$0.hasPrefix("function ") }
    #expect(lines.allSatisfy { $0.hasPrefix("complete -c notifsim ") })
    let folder = try files()
    let file = try folder.write("notifsim.fish", script)
    guard let checked = try shell("fish", ["-n", file.path], in: folder.url) else { return }
    #expect(checked.status == 0 && checked.output == "", "\(checked.output)")
    let asked = ["notifsim run --format j", "notifsim help r", "notifsim lint --push-type v", "notifsim run al", "notifsim new -o b"]
    let command = "source \(file.path)\n" + asked.map { "complete -C '\($0)' | cut -f1 | LC_ALL=C sort | string join ' '" }.joined(separator: "\n")
    let result = try #require(try shell("fish", ["--no-config", "-c", command], in: folder.url))
    #expect(result.output == "json junit\nrun\nvoip\nalpha.json alps/\nbeta.apns\n")
  }

  @Test func `each command's declared options are the ones its help lists`() {
    for command in Completion.commands where command.name != "help" && command.name != "completion" {
      let usage = CommandLineParser.usage(of: command.name)
      // The option rows of the help: lines that start with an option name.
      let listed = usage.split(separator: "\n").compactMap { line -> [String]? in
        let trimmed = line.drop { $0 == " " }
        guard line.hasPrefix("  "), trimmed.hasPrefix("-") else { return nil }
        return trimmed.split(separator: " ").prefix { $0.hasPrefix("-") }.map { String($0.trimmingSuffix(",")) }
      }.flatMap { $0 }
      let declared = CommandLineParser.options(of: command.name).map { $0.names[0] }
      #expect(Set(listed) == Set(declared), "\(command.name): help lists \(listed), declared \(declared)")
    }
  }

  @Test func `completion takes one shell it knows`() {
    #expect(notifsim(["completion", "bash"]).stdout == Completion.script(for: .bash))
    #expect(notifsim(["completion", "fish"]).status == 0)
    #expect(
      notifsim(["completion"]).stderr
        == "Error: no shell; say which: bash, zsh, fish\nUSAGE: notifsim completion bash|zsh|fish\nSee 'notifsim help completion' for every option.\n")
    #expect(notifsim(["completion", "bsh"]).stderr.hasPrefix("Error: no completion for the shell 'bsh'; did you mean 'bash'? (shells: bash, zsh, fish)\n"))
    #expect(notifsim(["completion", "powershell"]).stderr.hasPrefix("Error: no completion for the shell 'powershell' (shells: bash, zsh, fish)\n"))
    #expect(notifsim(["completion", "bash", "zsh"]).stderr.hasPrefix("Error: completion takes one shell; found 2\n"))
    #expect(notifsim(["completion", "--shell"]).stderr.hasPrefix("Error: unknown option '--shell'\n"))
    #expect(notifsim(["completion", "zsh"]).status == 0)
    #expect(notifsim(["completion", "tcsh"]).status == 64)
    #expect(notifsim(["help"]).stdout.contains("  completion SHELL    Print a completion script for bash, zsh or fish.\n"))
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring { hasSuffix(suffix) ? dropLast(suffix.count) : self }
}
