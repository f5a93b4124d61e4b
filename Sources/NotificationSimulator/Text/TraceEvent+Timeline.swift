extension TraceEvent {
  /// The timeline lines of `events` appended to `bytes` as UTF-8, each with its newline: the
  /// time right-aligned in `timeWidth` columns (written by `appendTime`), two spaces, the label
  /// padded to 11 columns, the body, and the rule in brackets. A line whose bytes from the label
  /// on are not all printable ASCII is written by `otherLine` instead (which escapes it).
  /// `time` is scratch room for the time column.
  ///
  /// `notifsim run`'s text timeline, written here rather than in the command's module, where
  /// each line cost 100 instructions more (1,100 a scenario, over the 1,000-scenario suite).
  /// Each event is still copied for the call to `appendBody`, read through the array or through
  /// a buffer pointer alike (140 instructions a line).
  package static func appendTimelineLines(
    _ events: [TraceEvent], timeWidth: Int, time: inout TextBytes, to bytes: inout TextBytes,
    appendTime: (SimulatedInstant, inout TextBytes) -> Void, otherLine: (TraceEvent) -> String
  ) {
    var instant: SimulatedInstant?
    events.withUnsafeBufferPointer { events in
      for index in events.indices {
        if events[index].instant != instant {
          instant = events[index].instant
          time.removeSuffix(from: 0)
          appendTime(events[index].instant, &time)
          if time.count < timeWidth {
            // Right-aligned: written again after the spaces (a time shorter than the column's
            // is the rare case).
            let spaces = timeWidth - time.count
            time.removeSuffix(from: 0)
            time.append(0x20, count: spaces)
            appendTime(events[index].instant, &time)
          }
        }
        let start = bytes.count
        bytes.append(time)
        bytes.append("  ")
        let labelStart = bytes.count
        bytes.appendUTF8(events[index].label)
        // A byte a column: the check below sends any line that is not printable ASCII to `otherLine`.
        bytes.append(0x20, count: max(1, 11 - (bytes.count - labelStart)))
        events[index].appendBody(to: &bytes)
        if let ruleID = events[index].ruleID {
          bytes.append("  [")
          bytes.appendUTF8(ruleID)
          bytes.append(UInt8(ascii: "]"))
        }
        // Printable ASCII from the label on: escaping changes nothing and a character is a byte,
        // so these are `otherLine`'s bytes. Any other line is written again by it. One check of
        // the whole line, not one of each part.
        if !bytes.isPrintableASCII(from: labelStart) {
          bytes.removeSuffix(from: start)
          bytes.appendUTF8(otherLine(events[index]))
        }
        bytes.append(0x0A)
      }
    }
  }
}
