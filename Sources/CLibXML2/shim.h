/*
 * CLibXML2 shim: the libxml2 headers the importer's XML reader uses (parser.h, SAX2 push parser, xmlerror.h),
 * plus a helper Swift cannot write as neatly: whether the parser has read all of its input, which tells a
 * document cut short from one with an error in the middle. Everything is prefixed `clx_`. A system-library
 * target cannot hold a `.c` file, so every helper is `static inline`.
 *
 * libxml2 is linked directly (no Foundation in between): the runtime image needs it anyway, since libarchive13
 * depends on it.
 */
#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

/* Why the #undef: Debian's libxml2 is built with ICU, so encoding.h would include <unicode/ucnv.h> from the
 * system's ICU. A Swift module that sees both this module and Foundation (the test targets do, through
 * `@testable import OrientationImport`) then finds two different `UErrorCode` enums (the system's and
 * Foundation's own _FoundationICU) and does not compile. Nothing here uses ICU: the macro only adds two pointers
 * at the end of xmlCharEncodingHandler, a struct this shim and the importer never look inside. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

/* Why: the reader turns an error raised with nothing left to read into "the file ends before <x> is closed",
 * a sentence a person can act on, instead of libxml2's "Premature end of data" or "Extra content". */
static inline int
clx_input_exhausted(xmlParserCtxtPtr ctxt)
{
    if (ctxt == NULL || ctxt->input == NULL || ctxt->input->cur == NULL || ctxt->input->end == NULL)
        return 1;
    return ctxt->input->cur >= ctxt->input->end;
}

/* The 1-based line and character column at which the parser is reading: what a SAX callback reports as its
 * position (xmlSAX2GetLineNumber / xmlSAX2GetColumnNumber read the same fields). */
static inline int
clx_line(xmlParserCtxtPtr ctxt)
{
    return (ctxt == NULL || ctxt->input == NULL) ? 0 : ctxt->input->line;
}

static inline int
clx_column(xmlParserCtxtPtr ctxt)
{
    return (ctxt == NULL || ctxt->input == NULL) ? 0 : ctxt->input->col;
}

#endif /* CLIBXML2_SHIM_H */
