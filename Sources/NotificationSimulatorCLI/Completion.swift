import NotificationPayload
import NotificationSimulator

/// An option a subcommand takes: its names (the long one first) and the value it reads. Each
/// command declares its options once (`Options.options`); the "did you mean" of an unknown
/// option and the shell completion read that declaration, and tests hold the help and the
/// parser to it.
struct CommandOption: Sendable {
  /// What follows the option.
  enum Value: Sendable, Equatable {
    /// Nothing: a switch.
    case none
    /// One of these words (a comma-separated list of them where the option says so).
    case choices([String])
    /// A file name.
    case file
    /// Free text: nothing to complete.
    case text
  }

  var names: [String]
  var value: Value

  init(_ names: String..., value: Value = .none) {
    self.names = names
    self.value = value
  }

  /// An option whose value is one of an enumeration's raw values.
  static func choosing<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) -> CommandOption
  where T.RawValue == String {
    CommandOption(name, value: .choices(type.allCases.map(\.rawValue)))
  }
}

/// What a subcommand takes besides its options.
enum CommandOperand: Sendable, Equatable {
  case none
  case files
  case folders
  /// Words, such as `help`'s subcommands or `completion`'s shells.
  case words([String])
}

/// `notifsim completion bash|zsh|fish`: a script that completes subcommands, each one's
/// options, the values of options that take one of a list, and file names otherwise. It is
/// generated from ``CommandLineParser/subcommands`` and each command's declared options, the
/// declarations the help and the "did you mean" read.
enum Completion {
  /// The shells a script is written for.
  enum Shell: String, CaseIterable, Equatable {
    case bash
    case zsh
    case fish
  }

  static let usage = """
    USAGE: notifsim completion bash|zsh|fish

    Prints a script that completes notifsim's subcommands, their options, the values of the
    options that take one of a list (formats, app states, push types, ...) and file names.
    It is generated from the declarations the help is written from. To install it:

      bash   add to ~/.bashrc:  source <(notifsim completion bash)
      zsh    notifsim completion zsh > ~/.zfunc/_notifsim, with ~/.zfunc in fpath before
             compinit runs (or, after compinit: source <(notifsim completion zsh))
      fish   notifsim completion fish > ~/.config/fish/completions/notifsim.fish
    """

  static func parse(_ arguments: [String]) throws(UsageError) -> Shell {
    var reader = ArgumentReader(arguments, usage: usage)
    var shells: [String] = []
    while let argument = reader.next() {
      guard reader.isPositional(argument) else { throw reader.unexpected(argument) }
      shells.append(argument)
    }
    let names = Shell.allCases.map(\.rawValue)
    guard shells.count == 1, let shell = Shell(rawValue: shells[0]) else {
      let message = shells.isEmpty
        ? "no shell; say which: \(names.joined(separator: ", "))"
        : shells.count > 1
          ? "completion takes one shell; found \(shells.count)"
          : "no completion for the shell '\(shells[0])'\(CommandLineParser.suggestion(shells[0], among: names)) (shells: \(names.joined(separator: ", ")))"
      throw UsageError(message: message, usage: usage)
    }
    return shell
  }

  /// The options every subcommand takes.
  static let helpOption = CommandOption("--help", "-h")

  /// Each subcommand, in the help's order, with its options (`--help` last, but for `help`
  /// itself, which reads its one argument as a subcommand) and operands.
  static var commands: [(name: String, summary: String, options: [CommandOption], operand: CommandOperand)] {
    CommandLineParser.subcommands.map { command in
      (command.name, command.summary,
        CommandLineParser.options(of: command.name) + (command.name == "help" ? [] : [helpOption]),
        CommandLineParser.operand(of: command.name))
    }
  }

  /// The options `notifsim` takes before a subcommand.
  static let toolOptions = ["--help", "-h", "--version"]

  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh()
    case .fish: fish()
    }
  }

  // MARK: - bash

  /// A bash function `_notifsim` registered with `complete -F`. Words are matched with
  /// `compgen -W`; `--name=value` (which bash splits at `=`) completes its value too.
  static func bash() -> String {
    var text = """
      # bash completion for notifsim, written by `notifsim completion bash`.
      # Load it in ~/.bashrc with: source <(notifsim completion bash)
      _notifsim() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev='' i
        (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
        # bash splits --name=value at '=': complete the value of --name.
        if [[ $cur == '=' ]]; then
          cur=''
        elif [[ $prev == '=' ]] && (( COMP_CWORD > 1 )); then
          prev=${COMP_WORDS[COMP_CWORD-2]}
        fi
        COMPREPLY=()
        if (( COMP_CWORD == 1 )); then
          COMPREPLY=($(compgen -W '\(bashWords(commands.map(\.name) + toolOptions))' -- "$cur"))
          return 0
        fi
        # After --, every word is an operand.
        local operands_only=0
        for (( i = 2; i < COMP_CWORD; i++ )); do [[ ${COMP_WORDS[i]} == -- ]] && operands_only=1; done
        case ${COMP_WORDS[1]} in

      """
    for command in commands {
      text += "    \(command.name))\n"
      let valued = command.options.filter { $0.value != .none }
      if !valued.isEmpty {
        text += "      if (( ! operands_only )); then\n        case $prev in\n"
        for option in valued {
          text += "          \(option.names.joined(separator: "|"))) "
          switch option.value {
          case .choices(let words): text += "COMPREPLY=($(compgen -W '\(bashWords(words))' -- \"$cur\")); return 0 ;;\n"
          case .file: text += "_notifsim_files; return 0 ;;\n"
          case .text, .none: text += "return 0 ;;\n"
          }
        }
        text += "        esac\n      fi\n"
      }
      text += "      if (( ! operands_only )) && [[ $cur == -* ]]; then\n"
      text += "        COMPREPLY=($(compgen -W '\(bashWords(command.options.flatMap(\.names) + (command.operand == .none ? [] : ["--"])))' -- \"$cur\"))\n"
      text += "        return 0\n      fi\n"
      switch command.operand {
      case .none: break
      case .files: text += "      _notifsim_files\n"
      case .folders: text += "      _notifsim_folders\n"
      case .words(let words): text += "      COMPREPLY=($(compgen -W '\(bashWords(words))' -- \"$cur\"))\n"
      }
      text += "      ;;\n"
    }
    text += """
        esac
        return 0
      }
      _notifsim_files() {
        compopt -o filenames 2>/dev/null
        local IFS=$'\\n'
        COMPREPLY=($(compgen -f -- "$cur"))
      }
      _notifsim_folders() {
        compopt -o filenames 2>/dev/null
        local IFS=$'\\n'
        COMPREPLY=($(compgen -d -- "$cur"))
      }
      complete -F _notifsim notifsim

      """
    return text
  }

  /// Words for `compgen -W '...'`: plain words (every declared name and value is one), so no
  /// quoting is needed; a word with anything else is left out rather than run as code.
  static func bashWords(_ words: [String]) -> String {
    words.filter(isPlainWord).joined(separator: " ")
  }

  /// Letters, digits and `-_.,/+` only: safe in any shell's quotes and in a completion list.
  static func isPlainWord(_ word: String) -> Bool {
    !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_.,/+".unicodeScalars.contains(scalar)
    }
  }

  // MARK: - zsh

  /// A zsh completion function for `compinit` (`#compdef notifsim`), that also registers
  /// itself when sourced after `compinit`.
  static func zsh() -> String {
    var text = """
      #compdef notifsim
      # zsh completion for notifsim, written by `notifsim completion zsh`.
      _notifsim() {
        local -a commands
        commands=(

      """
    for command in commands {
      text += "    \(zshQuoted(command.name + ":" + command.summary.replacing(":", with: "\\:")))\n"
    }
    text += """
        )
        if (( CURRENT == 2 )); then
          _describe -t commands 'notifsim subcommand' commands
          compadd -- \(toolOptions.joined(separator: " "))
          return
        fi
        local command=${words[2]}
        shift words
        (( CURRENT-- ))
        case $command in

      """
    for command in commands {
      text += "    \(command.name))\n      _arguments -s \\\n"
      for option in command.options {
        // Names of one option exclude each other; an option with a value may be repeated.
        let prefix = option.names.count > 1 ? "(\(option.names.joined(separator: " ")))" : option.value == .none ? "" : "*"
        for name in option.names {
          let equals = name.hasPrefix("--") ? "=" : ""
          var spec = prefix + name
          switch option.value {
          case .none: break
          case .choices(let words): spec += equals + ":value:(\(words.filter(isPlainWord).joined(separator: " ")))"
          case .file: spec += equals + ":file:_files"
          case .text: spec += equals + ":text: "
          }
          text += "        \(zshQuoted(spec)) \\\n"
        }
      }
      switch command.operand {
      case .none: text += "        && return\n"
      case .files: text += "        '*:file:_files' && return\n"
      case .folders: text += "        '*:folder:_files -/' && return\n"
      case .words(let words): text += "        \(zshQuoted("1:word:(" + words.filter(isPlainWord).joined(separator: " ") + ")")) && return\n"
      }
      text += "      ;;\n"
    }
    text += """
        esac
      }
      if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
        _notifsim "$@"
      else
        compdef _notifsim notifsim
      fi

      """
    return text
  }

  /// `text` in single quotes for zsh or fish (`'` written `'\''`).
  static func zshQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }

  // MARK: - fish

  /// `complete` commands for fish: no file names unless a subcommand or option takes them.
  static func fish() -> String {
    var text = """
      # fish completion for notifsim, written by `notifsim completion fish`.
      # Whether the subcommand (the first word after notifsim) is $argv[1].
      function __notifsim_subcommand_is
          set -l words (commandline -opc)
          test (count $words) -ge 2; and test "$words[2]" = "$argv[1]"
      end
      complete -c notifsim -f
      complete -c notifsim -n __fish_use_subcommand -l version
      complete -c notifsim -n __fish_use_subcommand -s h -l help

      """
    for command in commands {
      text += "complete -c notifsim -n __fish_use_subcommand -a \(command.name) -d \(fishQuoted(command.summary))\n"
    }
    for command in commands {
      let condition = "-n " + fishQuoted("__notifsim_subcommand_is \(command.name)")
      for option in command.options {
        var line = "complete -c notifsim \(condition)"
        for name in option.names { line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())" }
        switch option.value {
        case .none: break
        case .choices(let words): line += " -x -a " + fishQuoted(words.filter(isPlainWord).joined(separator: " "))
        case .file: line += " -r -F"
        case .text: line += " -x"
        }
        text += line + "\n"
      }
      switch command.operand {
      case .none: break
      case .files, .folders: text += "complete -c notifsim \(condition) -F\n"
      case .words(let words):
        text += "complete -c notifsim \(condition) -a \(fishQuoted(words.filter(isPlainWord).joined(separator: " ")))\n"
      }
    }
    return text
  }

  /// `text` in fish's single quotes (`\` and `'` escaped).
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
