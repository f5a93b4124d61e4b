import NotificationSimulatorCLI

NotifsimCommand.exit(NotifsimCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
