import FilletCLI

// `fillet <command> …`: FilletCLI parses the arguments and calls the libraries.
CommandLineTool.main("fillet", FilletCLI.dispatch)
