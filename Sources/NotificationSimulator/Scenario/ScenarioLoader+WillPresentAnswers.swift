extension ScenarioLoader.Reader {
  /// Reads `app.answers.willPresentByNotification`: an object from notification ids to answers
  /// written as `willPresent`'s (`{"options": [...], "after": "2s"}` or `"never"`). An answer
  /// that leaves out `options` keeps those of `defaultAnswer`.
  mutating func readWillPresentByNotification(
    _ value: JSONValue, default defaultAnswer: CompletionAnswer<PresentationOptions>, path: JSONPath
  ) -> [String: CompletionAnswer<PresentationOptions>] {
    guard let object = value.object else {
      log.wrongType(value, path: path, expected: #"an object from notification ids to answers, such as {"m1": {"options": ["banner"]}}"#)
      return [:]
    }
    var answers: [String: CompletionAnswer<PresentationOptions>] = [:]
    for member in object.members {
      let answerPath = path.appending(member.key)
      answeredIDs.append((member.key, answerPath, member.keyLocation))
      guard let (answer, timing) = timing(member.value, path: answerPath, valueKey: "options") else { continue }
      var options = defaultAnswer.value
      if let list = answer?["options"] {
        options = optionSet(
          list, ScenarioLoader.Names.presentationOptions, path: answerPath.appending("options"), what: "presentation option")
      }
      answers[member.key] = CompletionAnswer(options, timing: timing)
    }
    return answers
  }

  /// An answer for a notification no step creates could never be used: an error at its id, with
  /// the closest id the steps do create.
  mutating func checkAnsweredIDs() {
    for answered in answeredIDs where !isDeclared(answered.id) {
      var message = "app.answers.willPresentByNotification answers \(JSONWriter.quoted(answered.id)), which no step creates"
      if let suggestion = EditDistance.suggestion(for: answered.id, among: notificationIDs) {
        message += "; did you mean \(JSONWriter.quoted(suggestion))?"
      }
      let known = notificationIDs.isEmpty ? "none" : notificationIDs.map { JSONWriter.quoted($0) }.joined(separator: ", ")
      log.error(
        .unknownNotification, message,
        hint: "Use the \"id\" of a push or schedule step. The steps create: \(known).", path: answered.path,
        at: answered.at)
    }
    answeredIDs = []
  }
}
