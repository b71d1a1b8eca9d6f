/*
 * CLibYAML shim: libyaml's parser and document loader (yaml.h), for the command line's `.orientation-lint.yml`.
 * libyaml is linked directly, with no Foundation in between (a Swift YAML library built on Foundation would link
 * its ICU data into the static binary).
 */
#ifndef CLIBYAML_SHIM_H
#define CLIBYAML_SHIM_H
#include <yaml.h>
#endif
