import NotificationSimulator

extension SpecReplay {
  /// What a recording run wrote into one file.
  struct Recorded {
    /// What was written, for the message; empty when the file already said it all.
    var changes: [String] = []
    /// The failures (by their path's text) the writing took care of.
    var handled: Set<String> = []
  }

  /// Writes what the code did into the scenario's file as `mode` allows, atomically (the
  /// recorder's temporary file and rename: an interrupted run leaves the old file or the new
  /// one). Returns what was written, or why nothing could be.
  func record(mode: SpecRecording) -> Result<Recorded, RecordProblem> {
    var recorded = Recorded()
    guard mode != .never else { return .success(recorded) }
    let file = scenario.file
    guard stepsRan else {
      return failures.isEmpty ? .success(recorded) : .failure(RecordProblem("a step cannot run with the app's code; fix the steps first"))
    }
    if mode == .all {
      var replacements = answerRewrites
      for path in recordable.keys.sorted() where recordable[path] == true && path.hasPrefix("$.app") {
        recorded.handled.insert(path)
        recorded.changes.append(path)
      }
      for window in windows where window.failed {
        guard let value = value(at: window.block.path) else { continue }
        let array = value.array != nil ? value : value.object?["events"]
        guard let array, array.array != nil else { continue }
        let indent = ScenarioRecorder.lineIndent(in: bytes, at: array.location.offset)
        replacements.append(
          ScenarioRecorder.Replacement(
            start: array.location.offset,
            text: ScenarioRecorder.blockText(
              events[window.events].filter { event in
                // A `contains` block keeps to the events it names: the others may come in another
                // order under the modelled app.
                if window.block.match == .contains {
                  guard let observed = ObservedEvent(event) else { return false }
                  return window.block.events.contains { $0.kind == observed.kind && $0.name == observed.name }
                }
                return event.isRecordedUnlisted || event.isChecked(by: window.block)
              }, checking: window.block, indent: indent)))
        recorded.handled.insert(window.block.path.description)
        recorded.changes.append(window.block.path.description)
        for failure in failures where failure.path.description.hasPrefix(window.block.path.description) {
          recorded.handled.insert(failure.path.description)
        }
      }
      if !replacements.isEmpty {
        guard case .success(let current) = FileSystem.readFile(file, limit: ScenarioLoader.fileSizeLimit), current == bytes else {
          return .failure(RecordProblem("the file changed since it was read; run again"))
        }
        guard let rewritten = ScenarioRecorder.replacingValues(in: bytes, replacements) else {
          return .failure(RecordProblem("a value to rewrite does not end"))
        }
        if rewritten != bytes, case .failure(let error) = FileSystem.replaceFile(file, rewritten) {
          return .failure(RecordProblem(writeProblem(error.reason)))
        }
      }
    }
    if !scenario.hasExpectations {
      let result = ScenarioResult(scenario: scenario, events: events.filter(\.isRecordedUnlisted), failures: [], checkedExpectations: 0)
      switch ScenarioRecorder.record(result, file: file) {
      case .success(let count):
        recorded.changes.append("$.expect (\(count) event\(count == 1 ? "" : "s"))")
      case .failure(let error):
        return .failure(RecordProblem(writeProblem(error.description)))
      }
    }
    return .success(recorded)
  }

  /// Why a file could not be written, and what to do.
  func writeProblem(_ reason: String) -> String {
    "\(reason); make the file writable, or run without recording (\(SpecRecording.environmentVariable)=never)"
  }

  /// Why nothing was recorded.
  struct RecordProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
