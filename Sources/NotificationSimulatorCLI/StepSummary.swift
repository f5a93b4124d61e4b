#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import NotificationSimulator

/// The Markdown summary `notifsim run` appends to the file `GITHUB_STEP_SUMMARY` names when it
/// runs in GitHub Actions, whatever `--format` writes to standard output: the counts, each
/// failure with its expected/actual comparison, and the passing scenarios folded into one row
/// per folder.
///
/// GitHub shows at most 1 MiB of summary per step and refuses a larger one whole
/// (https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#adding-a-job-summary,
/// "Step isolation and limits"). The limit counts the whole file, so what other tools of the
/// same step wrote first is counted too; a summary that would not fit is cut at a line, and a
/// last paragraph says so and where the full report is.
enum StepSummary {
  /// The most bytes GitHub shows of one step's summary: 1 MiB.
  static let limit = 1 << 20

  /// The summary of a run: `recaps` in the run's order, and the files that could not be read.
  static func markdown(_ recaps: [RunCommand.Recap], missing: [FileDiagnostic]) -> String {
    let passed = recaps.count(where: \.passed)
    let failed = recaps.count - passed + missing.count
    var text = "## notifsim run\n\n"
    if recaps.isEmpty && missing.isEmpty {
      text += "No scenario ran.\n"
    } else if failed == 0 {
      text += "✅ \(passed) of \(passed) \(passed == 1 ? "scenario" : "scenarios") passed.\n"
    } else {
      text += "❌ \(failed) of \(recaps.count + missing.count) failed, \(passed) passed.\n"
    }
    let failing = recaps.filter { !$0.passed }
    if !failing.isEmpty || !missing.isEmpty {
      text += "\n| Result | Scenario | Where | What |\n| --- | --- | --- | --- |\n"
      for recap in failing {
        if let failures = recap.failures {
          for failure in failures {
            text += "| FAIL | \(Escape.markdown(recap.name)) | \(Escape.markdownCode("\(recap.file):\(failure.location)")) "
              + "| \(Escape.markdown(failure.message)) |\n"
          }
          if failures.isEmpty { text += "| FAIL | \(Escape.markdown(recap.name)) | \(Escape.markdownCode(recap.file)) | has errors |\n" }
        } else {
          let error = recap.firstError
          let place = error.map { $0.isFileLevel ? $0.file : "\($0.file):\($0.diagnostic.location)" } ?? recap.file
          text += "| INVALID | \(Escape.markdown(recap.name)) | \(Escape.markdownCode(place)) "
            + "| \(Escape.markdown(error?.diagnostic.message ?? "the scenario cannot be read")) |\n"
        }
      }
      for problem in missing {
        text += "| INVALID | | \(Escape.markdownCode(problem.file)) | \(Escape.markdown(problem.diagnostic.message)) |\n"
      }
    }
    for recap in failing {
      for failure in recap.failures ?? [] where !failure.comparison.isEmpty {
        let lines = ["\(recap.file):\(failure.location): \(failure.message)"] + ScenarioReport.comparisonLines(failure)
        text += "\n" + Escape.markdownBlock(lines, info: "text")
      }
    }
    let folders = passingFolders(recaps)
    if !folders.isEmpty {
      text += "\n<details><summary>\(passed) passed in \(folders.count) \(folders.count == 1 ? "folder" : "folders")</summary>\n\n"
      text += "| Folder | Passed |\n| --- | ---: |\n"
      for (folder, count) in folders { text += "| \(Escape.markdownCode(folder)) | \(count) |\n" }
      text += "\n</details>\n"
    }
    return text
  }

  /// The folders of the passing scenarios, each once in first-seen order, with how many pass there.
  static func passingFolders(_ recaps: [RunCommand.Recap]) -> [(folder: String, count: Int)] {
    var folders: [(folder: String, count: Int)] = []
    var index: [String: Int] = [:]
    for recap in recaps where recap.passed {
      let folder = HTMLReport.folder(of: recap.file)
      if let at = index[folder] {
        folders[at].count += 1
      } else {
        index[folder] = folders.count
        folders.append((folder, 1))
      }
    }
    return folders
  }

  /// `summary` as it is appended to a file that holds `existing` bytes: whole when the file
  /// stays within ``limit``, else cut at the last line that leaves room for a paragraph that
  /// says so and points at `report`; `nil` when not even that paragraph fits.
  static func fitted(_ summary: String, existing: Int, report: String) -> String? {
    let separator = existing > 0 ? "\n" : ""
    let whole = separator + summary
    if existing + whole.utf8.count <= limit { return whole }
    let note =
      "\n**This summary is cut short**: whole it is \(summary.utf8.count) bytes, and GitHub shows at most "
      + "\(limit) bytes (1 MiB) of a step's summary. The full report is \(report).\n"
    let room = limit - existing - separator.utf8.count - note.utf8.count
    guard room >= 0 else { return nil }
    var bytes = Array(summary.utf8.prefix(room))
    // Cut after the last whole line, so no table row or character is torn.
    while let last = bytes.last, last != UInt8(ascii: "\n") { bytes.removeLast() }
    var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    // A code block cut open would swallow the note: leave out its start. A folded list cut
    // open is closed (its closing line fits: the note is longer).
    if let fence = openFence(in: lines) { lines = lines[..<fence] }
    var text = lines.map { $0 + "\n" }.joined()
    if lines.count(where: { $0.hasPrefix("<details>") }) > lines.count(where: { $0 == "</details>" }) {
      text += "\n</details>\n"
    }
    return separator + text + note
  }

  /// The index of the line that opens a fenced code block `lines` leave open, if any: a run of
  /// three or more backticks opens one, and a line of at least as many backticks alone closes it.
  static func openFence(in lines: ArraySlice<Substring>) -> Int? {
    var open: (index: Int, length: Int)?
    for (index, line) in zip(lines.indices, lines) {
      let run = line.prefix { $0 == "`" }.count
      if let fence = open {
        if run >= fence.length && line.allSatisfy({ $0 == "`" }) { open = nil }
      } else if run >= 3 {
        open = (index, run)
      }
    }
    return open?.index
  }

  /// Where the full report is: this run's log on GitHub when the Actions variables name it, or
  /// the step's output.
  static func reportPlace(environment: TerminalEnvironment) -> String {
    if let url = environment.runURL { return "in this step's log, \(url)" }
    return "in this step's output"
  }

  /// Appends the run's summary to the file `GITHUB_STEP_SUMMARY` names, when it is set; a file
  /// that cannot be written is a warning, not a failure of the run.
  static func append(
    _ recaps: [RunCommand.Recap], missing: [FileDiagnostic], environment: TerminalEnvironment, stderr: inout some OutputSink
  ) {
    guard let path = environment.stepSummary, !path.isEmpty else { return }
    if let problem = append(markdown(recaps, missing: missing), to: path, report: reportPlace(environment: environment)) {
      stderr.write("warning: cannot append the run's summary to GITHUB_STEP_SUMMARY (\(Escape.text(path))): \(problem)\n")
    }
  }

  /// Appends `summary` to `path` (created when missing, never truncated), fitted to ``limit``;
  /// what went wrong, or `nil`.
  static func append(_ summary: String, to path: String, report: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return String(cString: strerror(errno)) }
    guard (status.st_mode & S_IFMT) == S_IFREG || (status.st_mode & S_IFMT) == S_IFIFO || (status.st_mode & S_IFMT) == S_IFCHR else {
      return "not a regular file"
    }
    let existing = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
    guard let text = fitted(summary, existing: existing, report: report) else {
      return "it already holds \(existing) bytes, and GitHub shows at most \(limit) bytes (1 MiB) of a step's summary"
    }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes { Platform.write($0, to: descriptor) }
  }
}
