import NotificationSimulatorCLI

// The arguments as bytes: CommandLine.arguments would replace bytes that are not UTF-8.
NotifsimCommand.exit(NotifsimCommand.main(rawArguments: NotifsimCommand.rawArguments()))
