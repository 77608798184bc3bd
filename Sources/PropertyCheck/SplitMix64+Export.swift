// PropertyCheck's generator is the one SplitMix64 of the project, in FilletSupport; re-exported so
// `import PropertyCheck` keeps giving it (and the rest of the support layer) to its users.
@_exported import FilletSupport
