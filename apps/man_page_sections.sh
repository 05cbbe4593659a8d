#!/bin/sh
# Writes the help2man include file of the nqueens man page: a synopsis of
# every form of the command, and each subcommand's --help, so that the page
# is made from the program's own texts and cannot drift from them.
# Usage: man_page_sections.sh PATH_TO_NQUEENS > sections.h2m
set -eu
nqueens=$1
# One line per form; a line starting with '[' would open a help2man section.
cat <<'SYNOPSIS'
[SYNOPSIS]
\fBnqueens\fR \fIN\fR [\fIOPTIONS\fR]
.br
\fBnqueens\fR \fIN\fR \fB\-\-threads\fR \fILO:HI\fR [\fIOPTIONS\fR]
.br
\fBnqueens\fR \fIN\fR \fB\-\-estimate\fR [\fIOPTIONS\fR]
.br
\fBnqueens \-\-test\fR [\fIOPTIONS\fR]
.br
\fBnqueens list\fR \fIN\fR [\fIOPTIONS\fR]
.br
\fBnqueens verify\fR [\fIFILE\fR]
.br
\fBnqueens construct\fR \fIN\fR [\fIOPTIONS\fR]
.br
\fBnqueens reproduce\fR [\fB\-\-max\fR \fIN\fR] [\fIOPTIONS\fR]
.br
\fBnqueens\fR \fIN\fR \fB\-\-part\fR \fIK/M\fR [\fB\-\-part\-file\fR \fIFILE\fR] [\fIOPTIONS\fR]
.br
\fBnqueens\fR \fIN\fR \fB\-\-part\fR \fIK/M\fR \fB\-\-estimate\fR [\fIOPTIONS\fR]
.br
\fBnqueens merge\fR \fIFILE...\fR [\fIOPTIONS\fR]
SYNOPSIS
echo "[COMMANDS]"
for command in list verify construct reproduce merge; do
  echo ".SS nqueens $command"
  echo ".nf"
  # The table of exit statuses closes the page once, from nqueens --help.
  "$nqueens" "$command" --help | sed -e '/^Exit status:/,$d' -e 's/\\/\\e/g' -e 's/^\./\\\&./'
  echo ".fi"
done
