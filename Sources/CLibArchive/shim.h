/*
 * CLibArchive shim: libarchive's headers, plus the few things Swift cannot do with them directly: the
 * thread's locale for UTF-8 names, and the entry types, which are macros with a cast
 * (`#define AE_IFREG ((__LA_MODE_T)0100000)`) that Swift does not import. Everything is prefixed `cla_`. A
 * system-library target cannot hold a `.c` file, so every helper is `static inline`.
 */
#ifndef CLIBARCHIVE_SHIM_H
#define CLIBARCHIVE_SHIM_H

#include <locale.h>
#include <archive.h>
#include <archive_entry.h>

/* ---- Names in UTF-8 ----------------------------------------------------------------------------------------- */

/* Why: libarchive converts entry names between the archive's charset (UTF-8 in pax headers) and the current
 * locale's (archive_entry(3), "The pathname is stored in the current locale's multibyte form"). A Swift program
 * never calls setlocale, so it runs in the "C" locale, whose charset is ASCII: a pax name like "Écran.storyboard"
 * then cannot be converted and reads back without its UTF-8 form, and the writer stores an empty name. These two
 * switch the calling thread only (uselocale(3)), to C.UTF-8 for LC_CTYPE, around one read or write. The previous
 * locale is returned, or (locale_t) 0 if C.UTF-8 is missing (glibc has it built in since 2.35), in which case
 * nothing changed. Remove if libarchive gains a per-archive charset for names. */
static inline locale_t
cla_use_utf8_locale(void)
{
    locale_t utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t) 0);
    if (utf8 == (locale_t) 0)
        return (locale_t) 0;
    return uselocale(utf8);
}

/* Undoes cla_use_utf8_locale with what it returned. */
static inline void
cla_restore_locale(locale_t previous)
{
    if (previous == (locale_t) 0)
        return;
    locale_t utf8 = uselocale(previous);
    freelocale(utf8);
}

/* ---- Entry types -------------------------------------------------------------------------------------------- */

/* What an entry is, from its file type (archive_entry_filetype). */
enum cla_entry_kind {
    cla_kind_regular,
    cla_kind_directory,
    cla_kind_symlink,
    cla_kind_character_device,
    cla_kind_block_device,
    cla_kind_fifo,
    cla_kind_socket,
    cla_kind_unknown
};

static inline enum cla_entry_kind
cla_entry_kind(struct archive_entry *entry)
{
    switch (archive_entry_filetype(entry)) {
    case AE_IFREG: return cla_kind_regular;
    case AE_IFDIR: return cla_kind_directory;
    case AE_IFLNK: return cla_kind_symlink;
    case AE_IFCHR: return cla_kind_character_device;
    case AE_IFBLK: return cla_kind_block_device;
    case AE_IFIFO: return cla_kind_fifo;
    case AE_IFSOCK: return cla_kind_socket;
    default: return cla_kind_unknown;
    }
}

/* The mode bits for an entry the test-support writer creates (archive_entry_set_filetype takes the macro values). */
static inline unsigned int cla_type_regular(void) { return AE_IFREG; }
static inline unsigned int cla_type_directory(void) { return AE_IFDIR; }
static inline unsigned int cla_type_symlink(void) { return AE_IFLNK; }
static inline unsigned int cla_type_character_device(void) { return AE_IFCHR; }
static inline unsigned int cla_type_fifo(void) { return AE_IFIFO; }

#endif /* CLIBARCHIVE_SHIM_H */
