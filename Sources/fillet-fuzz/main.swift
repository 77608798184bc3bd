import FilletCLI

// `fillet-fuzz …`: the fuzz gate over fillet's command layer (FuzzCommand).
CommandLineTool.main("fillet-fuzz", FuzzCommand.run)
