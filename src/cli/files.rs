//! Files in and out, safely: one bounded reader for every input (regular files, devices,
//! pipes, process substitution, standard input), and one writer for every output file, which
//! writes a temporary file beside the target and renames it into place, so that a full disk or
//! a failed write never leaves a cut file behind.
//!
//! The overwrite rule (README, `--help`): arbiter replaces an existing file only with output
//! of the same kind (a position or game record with YAML, an SVG picture with SVG, a PNG with
//! PNG, a web page with HTML, a text view with text); anything else is refused, naming what
//! the file holds. A command may write over its own input only with output of the same kind
//! (`settle pos.yaml -o pos.yaml`), and it says that it did. `-o -` is standard output.
//!
//! Never outside the path given: a symbolic link at the output path is refused, naming it
//! (the rename that puts a file in place would replace the link itself, never the file it
//! points to); so are a read-only file (as the shell's `>` refuses one), a file with other
//! hard links (replacing one name would split them), a script (`#!`) or an executable file,
//! and any text arbiter did not write as text. A write past a file-size limit (`ulimit -f`) is
//! said ("the file is too large", exit 2: SIGXFSZ is ignored, [`super::unix::ignore_file_size_signal`]) and
//! leaves no temporary file behind, whose name stays within 255 bytes.

use arbiter_ids::msg;
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

use arbiter_format::yaml::MAX_FILE_BYTES;
use arbiter_rulings::lang::Lang;

use super::{diagnostics, io_reason, Ctx, Outcome, Source};

/// The output language, for the few messages written where no [`Ctx`] is at hand (a failed
/// write to standard output inside `outln!`).
static LANG: AtomicU8 = AtomicU8::new(0);

/// Whether standard output is plain text for people (a table, no colours): then nothing
/// that drives a terminal may reach it, whatever [`print_out`] is given.
static PLAIN: AtomicBool = AtomicBool::new(true);

/// Remembers whether output is plain text ([`PLAIN`]).
pub fn remember_plain(plain: bool) {
    PLAIN.store(plain, Ordering::Relaxed);
}

/// Writes formatted text (and a newline when `newline`) to standard output, every unsafe
/// character escaped when the output is plain text ([`arbiter_rulings::shown`]); a failure ends the
/// program ([`stdout_failed`]).
pub fn print_out(args: std::fmt::Arguments, newline: bool) {
    let mut text = std::fmt::format(args);
    if newline {
        text.push('\n');
    }
    if PLAIN.load(Ordering::Relaxed) {
        if let std::borrow::Cow::Owned(safe) = arbiter_rulings::shown::escaped(&text) {
            text = safe;
        }
    }
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()) {
        stdout_failed(&e);
    }
}

/// Remembers the output language for [`stdout_failed`].
pub fn remember_lang(lang: Lang) {
    LANG.store(u8::from(lang == Lang::Nl), Ordering::Relaxed);
}

fn remembered_lang() -> Lang {
    if LANG.load(Ordering::Relaxed) == 1 {
        Lang::Nl
    } else {
        Lang::En
    }
}

/// Standard output could not be written: a closed pipe ends the program quietly (status
/// 141, as a shell shows for SIGPIPE); any other failure (`> /dev/full`) is said, exit 2.
pub fn stdout_failed(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(141);
    }
    let ctx = Ctx::new(
        Some(match remembered_lang() {
            Lang::Nl => super::args::LangArg::Nl,
            Lang::En => super::args::LangArg::En,
        }),
        super::args::Format::Table,
        super::args::ColorChoice::Never,
        false,
    );
    let msg = ctx.loc.text_with(
        msg::ERROR_WRITE_FILE,
        &[
            ("path", ctx.t(msg::RELIABILITY_STDOUT).into()),
            ("reason", io_reason(&ctx, e).into()),
        ],
    );
    // Standard error may be closed or full too: then there is nobody to tell.
    let _ = writeln!(std::io::stderr(), "{}: {msg}", ctx.t(msg::LABEL_ERROR));
    std::process::exit(2);
}

/// Writes `bytes` to standard output and flushes, or ends the program ([`stdout_failed`]).
pub fn to_stdout(bytes: &[u8]) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(bytes).and_then(|()| out.flush()) {
        stdout_failed(&e);
    }
}

/// Writes a file's content (a settled position, an imported record) to standard output: the
/// exact bytes `-o FILE` would get when standard output is a file or a pipe, with every unsafe
/// character escaped ([`arbiter_rulings::shown::escaped`]) when it is a terminal.
pub fn data_to_stdout(text: &str) {
    if std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        to_stdout(arbiter_rulings::shown::escaped(text).as_bytes());
    } else {
        to_stdout(text.as_bytes());
    }
}

/// Flushes standard output at the end of a run: a failure of the last, buffered write is
/// reported like any other.
pub fn flush_stdout() {
    if let Err(e) = std::io::stdout().flush() {
        stdout_failed(&e);
    }
}

/// `-o -` (or `-o /dev/stdout`, said explicitly) is standard output: the path, or none for
/// standard output.
pub fn output_path(path: Option<&Path>) -> Option<&Path> {
    path.filter(|p| *p != Path::new("-") && *p != Path::new("/dev/stdout"))
}

/// The one device arbiter writes as it is when named: `/dev/null` (standard output is `-`).
const WRITABLE_DEVICE: &str = "/dev/null";

/// The identity (device, inode) of an open file, to tell when an output is the input.
fn identity(meta: &std::fs::Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt as _;
    (meta.dev(), meta.ino())
}

/// Reads a file (`-`: standard input) through one bounded reader: at most
/// [`MAX_FILE_BYTES`], whatever it is (a regular file, a device such as `/dev/zero`, a pipe,
/// process substitution); past the limit it is refused (exit 2) without reading the rest.
pub fn read(ctx: &Ctx, path: &Path) -> Result<Source, Outcome> {
    let stdin = path == Path::new("-");
    let shown: PathBuf = if stdin { "<stdin>".into() } else { path.into() };
    let fail = |e: &std::io::Error| {
        let msg = ctx.loc.text_with(
            msg::ERROR_READ_FILE,
            &[
                ("path", shown.display().to_string().into()),
                ("reason", io_reason(ctx, e).into()),
            ],
        );
        diagnostics::print_plain_error(ctx, &msg);
        Outcome::BadInput
    };
    let limit = MAX_FILE_BYTES as u64;
    let mut bytes = Vec::new();
    let (read, identity) = if stdin {
        let meta = std::fs::metadata("/dev/stdin").ok();
        let id = meta.as_ref().filter(|m| m.is_file()).map(identity);
        if let Some(m) = meta.filter(|m| m.is_file() && m.len() > limit) {
            return Err(too_large(ctx, &shown, Some(m.len())));
        }
        (
            std::io::stdin()
                .lock()
                .take(limit + 1)
                .read_to_end(&mut bytes),
            id,
        )
    } else {
        let file = std::fs::File::open(path).map_err(|e| fail(&e))?;
        let meta = file.metadata().map_err(|e| fail(&e))?;
        if meta.is_dir() {
            return Err(fail(&std::io::Error::from(
                std::io::ErrorKind::IsADirectory,
            )));
        }
        if meta.is_file() && meta.len() > limit {
            return Err(too_large(ctx, &shown, Some(meta.len())));
        }
        let id = meta.is_file().then(|| identity(&meta));
        ((&file).take(limit + 1).read_to_end(&mut bytes), id)
    };
    read.map_err(|e| fail(&e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large(ctx, &shown, None));
    }
    Ok(Source {
        path: shown,
        bytes,
        identity,
        kind: Default::default(),
    })
}

/// The input is past the size limit (its size when known).
fn too_large(ctx: &Ctx, path: &Path, size: Option<u64>) -> Outcome {
    let message = match size {
        Some(size) => arbiter_engine::carcassonne::problem::Message::new(msg::INPUT_TOO_LARGE)
            .arg("size", size as usize)
            .arg("limit", MAX_FILE_BYTES),
        None => {
            arbiter_engine::carcassonne::problem::Message::new(msg::RELIABILITY_INPUT_OVER_LIMIT)
                .arg("limit", MAX_FILE_BYTES)
        }
    };
    let e = arbiter_format::InputError::new(message, arbiter_format::Loc::START);
    diagnostics::print_input_errors(
        ctx,
        &Source {
            path: path.into(),
            bytes: Vec::new(),
            identity: None,
            kind: Default::default(),
        },
        &[e],
    );
    Outcome::BadInput
}

/// What a file holds, or what a command writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A position file or game record (YAML).
    Yaml,
    /// An SVG picture.
    Svg,
    /// A PNG picture.
    Png,
    /// A web page arbiter wrote (its head holds [`GENERATOR_META`]).
    Html,
    /// A web page arbiter did not write (the user's own `index.html`).
    OtherHtml,
    /// Plain text arbiter writes: the terminal view (a line of column numbers first).
    Text,
    /// Other text (notes, a document): not arbiter's to replace.
    OtherText,
    /// A script (`#!` first) or an executable file.
    Script,
    /// JSON (a JCloisterZone save, say).
    Json,
    /// Anything else (binary data, another kind of document).
    Other,
}

impl Kind {
    /// Its key in the messages.
    fn key(self) -> &'static str {
        match self {
            Kind::Yaml => "yaml",
            Kind::Svg => "svg",
            Kind::Png => "png",
            Kind::Html => "html",
            Kind::OtherHtml => "other-html",
            Kind::Text => "text",
            Kind::OtherText => "other-text",
            Kind::Script => "script",
            Kind::Json => "json",
            Kind::Other => "other",
        }
    }

    /// What `bytes`, a file's content, holds.
    pub fn of(bytes: &[u8]) -> Kind {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            return Kind::Png;
        }
        if bytes.starts_with(b"#!") {
            return Kind::Script;
        }
        let Ok(text) = std::str::from_utf8(bytes) else {
            return Kind::Other;
        };
        let start = text.trim_start_matches('\u{feff}').trim_start();
        let head: String = start.chars().take(512).collect::<String>().to_lowercase();
        if head.starts_with('<') {
            return if head.starts_with("<!doctype html") || head.starts_with("<html") {
                // Only a page arbiter wrote, which says so in its head: not the user's own.
                let head_end = start.find("</head>").unwrap_or(start.len().min(4_096));
                if start[..head_end].contains(GENERATOR_META) {
                    Kind::Html
                } else {
                    Kind::OtherHtml
                }
            } else if start.contains("<svg") {
                Kind::Svg
            } else {
                Kind::Other
            };
        }
        if (start.starts_with('{') || start.starts_with('['))
            && serde_json::from_str::<serde::de::IgnoredAny>(start).is_ok()
        {
            return Kind::Json;
        }
        if bytes.len() <= MAX_FILE_BYTES
            && (arbiter_format::carcassonne::game_of(bytes).is_ok()
                || arbiter_format::record::is_record(bytes))
        {
            return Kind::Yaml;
        }
        if is_text_view(start) {
            Kind::Text
        } else {
            Kind::OtherText
        }
    }
}

/// The mark in the head of every web page arbiter writes: only a page holding it is replaced.
pub const GENERATOR_META: &str = "<meta name=\"generator\" content=\"arbiter\">";

/// The last line of every text view arbiter writes to a file (`render --terminal -o`): only a
/// text file ending with it is replaced (a command, the same in every language).
pub const TEXT_VIEW_MARK: &str = "(arbiter render --terminal)";

/// Whether text is a terminal view arbiter wrote (`render --terminal -o`): its first line holds
/// the column numbers only (digits, minus signs and spaces) and its last line is
/// [`TEXT_VIEW_MARK`]; notes that start with numbers are not one.
fn is_text_view(text: &str) -> bool {
    let first = text.lines().next().unwrap_or("");
    let last = text.lines().rev().find(|l| !l.trim().is_empty());
    first.chars().any(|c| c.is_ascii_digit())
        && first
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || c == ' ')
        && last.map(str::trim) == Some(TEXT_VIEW_MARK)
}

/// Writes `bytes` of kind `kind` to `path` (standard output for none or `-`): a file is
/// written to a temporary file beside it, flushed to the disk and renamed into place, so the
/// old file stays whole until the new one is complete. An existing file of another kind is
/// not replaced (see the module's rule); a write error is said (exit 2).
pub fn write(
    ctx: &Ctx,
    path: Option<&Path>,
    bytes: &[u8],
    kind: Kind,
    input: Option<&Source>,
) -> Result<(), Outcome> {
    let Some(path) = output_path(path) else {
        to_stdout(bytes);
        return Ok(());
    };
    let fail = |e: &std::io::Error| {
        let msg = ctx.loc.text_with(
            msg::ERROR_WRITE_FILE,
            &[
                ("path", path.display().to_string().into()),
                ("reason", io_reason(ctx, e).into()),
            ],
        );
        diagnostics::print_plain_error(ctx, &msg);
        Outcome::BadInput
    };
    // A link at the output path is never followed, whatever it points to (a file, a device, a
    // pipe): it is outside the path given. The folders leading to the path may be links.
    let existing = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => {
            return Err(refuse(ctx, msg::RELIABILITY_OUTPUT_LINK, path, 0));
        }
        Ok(m) => Some(m),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(fail(&e)),
    };
    let mut replaced_input = false;
    if let Some(meta) = &existing {
        if meta.is_dir() {
            return Err(fail(&std::io::Error::from(
                std::io::ErrorKind::IsADirectory,
            )));
        }
        if !meta.is_file() {
            // A device or a pipe: only `/dev/null`, named so, is written (as it is).
            use std::os::unix::fs::FileTypeExt as _;
            if path == Path::new(WRITABLE_DEVICE) && meta.file_type().is_char_device() {
                return write_in_place(path, bytes).map_err(|e| fail(&e));
            }
            return Err(refuse(ctx, msg::RELIABILITY_OUTPUT_DEVICE, path, 0));
        }
        if let Some(id) = refused_file(meta) {
            return Err(refuse(ctx, id, path, links(meta)));
        }
        replaced_input = input.and_then(|s| s.identity) == Some(identity(meta));
        let executable = {
            use std::os::unix::fs::PermissionsExt as _;
            meta.permissions().mode() & 0o111 != 0
        };
        if meta.len() > 0 || executable {
            let found = if executable {
                Kind::Script
            } else if replaced_input {
                Kind::of(&input.map(|s| s.bytes.clone()).unwrap_or_default())
            } else {
                kind_on_disk(path).map_err(|e| fail(&e))?
            };
            if found != kind {
                let msg = ctx.loc.text_with(
                    msg::RELIABILITY_OTHER_KIND,
                    &[
                        ("path", path.display().to_string().into()),
                        ("found", found.key().into()),
                        ("writing", kind.key().into()),
                        ("input", (if replaced_input { "yes" } else { "no" }).into()),
                    ],
                );
                diagnostics::print_plain_error(ctx, &msg);
                return Err(Outcome::BadInput);
            }
        }
    }
    replace_whole(path, bytes, existing.as_ref()).map_err(|(at, e)| match at {
        // No temporary name was free: the one named is the first taken.
        Some(temp) => refuse(ctx, msg::RELIABILITY_TEMP_NAMES_TAKEN, &temp, 0),
        None => fail(&e),
    })?;
    if replaced_input {
        eprintln!(
            "{}",
            ctx.loc.text_with(
                msg::RELIABILITY_REPLACED_INPUT,
                &[("path", path.display().to_string().into())]
            )
        );
    }
    Ok(())
}

/// How many names (hard links) a file has.
fn links(meta: &std::fs::Metadata) -> usize {
    use std::os::unix::fs::MetadataExt as _;
    usize::try_from(meta.nlink()).unwrap_or(usize::MAX)
}

/// Why an existing regular file is not arbiter's to replace, whatever it holds: it is
/// read-only for this user (the shell's `>` refuses it), or it has other names (hard links),
/// which a new file renamed into place would leave holding the old content.
fn refused_file(meta: &std::fs::Metadata) -> Option<&'static str> {
    if !writable(meta) {
        return Some(msg::RELIABILITY_OUTPUT_READ_ONLY);
    }
    (links(meta) > 1).then_some(msg::RELIABILITY_OUTPUT_LINKED)
}

/// Whether the permission bits let this user write the file: the owner's bit for its owner
/// (and for the superuser, whom `>` would let through: a file nobody may write stays so), the
/// group's for its group, the others' for everybody else.
fn writable(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    let (uid, gid) = super::unix::effective_ids();
    let bit = if uid == 0 || meta.uid() == uid {
        0o200
    } else if meta.gid() == gid {
        0o020
    } else {
        0o002
    };
    meta.mode() & bit != 0
}

/// Says that `path` is not written, for the reason `id` (with the file's count of names,
/// `links`), and gives the outcome (exit 2).
fn refuse(ctx: &Ctx, id: &str, path: &Path, links: usize) -> Outcome {
    let msg = ctx.loc.text_with(
        id,
        &[
            ("path", path.display().to_string().into()),
            ("links", links.into()),
        ],
    );
    diagnostics::print_plain_error(ctx, &msg);
    Outcome::BadInput
}

/// Writes `bytes` to a device or pipe that exists (`/dev/null`, `/dev/stdout`), as it is.
fn write_in_place(target: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::OpenOptions::new()
        .write(true)
        .open(target)
        .and_then(|mut f| f.write_all(bytes).and_then(|()| f.flush()))
}

/// What the file at `target` holds, from its first bytes.
fn kind_on_disk(target: &Path) -> std::io::Result<Kind> {
    let mut head = Vec::new();
    std::fs::File::open(target)
        .and_then(|f| f.take(MAX_FILE_BYTES as u64 + 1).read_to_end(&mut head))?;
    Ok(Kind::of(&head))
}

/// Writes `bytes` to a new temporary file beside `target`, flushes it to the disk (with the
/// permissions of the file it replaces, `existing`) and renames it into place: the old file
/// stays whole until the new one is complete; on an error the temporary file is removed.
/// When every temporary name is taken, the error comes with the first of them.
fn replace_whole(
    target: &Path,
    bytes: &[u8],
    existing: Option<&std::fs::Metadata>,
) -> Result<(), (Option<PathBuf>, std::io::Error)> {
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name: &[u8] = {
        use std::os::unix::ffi::OsStrExt as _;
        target.file_name().map_or(b"output", |n| n.as_bytes())
    };
    let (temp_path, mut file) = match new_temp_file(&dir, name) {
        Ok(x) => x,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return Err((Some(dir.join(temp_name(name, 0))), e))
        }
        Err(e) => return Err((None, e)),
    };
    let result = file
        .write_all(bytes)
        .and_then(|()| file.flush())
        .and_then(|()| match existing {
            Some(meta) => file.set_permissions(meta.permissions()),
            None => Ok(()),
        })
        .and_then(|()| file.sync_all())
        .and_then(|()| {
            drop(file);
            std::fs::rename(&temp_path, target)
        });
    if let Err(e) = result {
        let _ = std::fs::remove_file(&temp_path);
        return Err((None, e));
    }
    // The rename itself reaches the disk with the folder (best effort: not every system can).
    if let Ok(d) = std::fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Longest file name most file systems take, in bytes.
const MAX_NAME_BYTES: usize = 255;

/// A temporary file in `dir` named after `name` (cut short, at a character boundary, so that
/// the whole name stays within [`MAX_NAME_BYTES`]) and this process, created new (never one
/// that exists): up to 100 names are tried.
fn new_temp_file(dir: &Path, name: &[u8]) -> std::io::Result<(PathBuf, std::fs::File)> {
    for attempt in 0..100u32 {
        let candidate = dir.join(temp_name(name, attempt));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&candidate)
        {
            Ok(f) => return Ok((candidate, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists))
}

/// The temporary name for `name`, try `attempt`: `.NAME.arbiter-PID-ATTEMPT.tmp`, `NAME` cut
/// so that the whole fits in [`MAX_NAME_BYTES`] (a name that is not UTF-8 is cut as bytes).
fn temp_name(name: &[u8], attempt: u32) -> std::ffi::OsString {
    use std::os::unix::ffi::OsStringExt as _;
    let tail = format!(".arbiter-{}-{attempt}.tmp", std::process::id());
    let room = MAX_NAME_BYTES.saturating_sub(tail.len() + 1);
    let mut cut = name.len().min(room);
    if let Ok(text) = std::str::from_utf8(name) {
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
    }
    let mut out = Vec::with_capacity(MAX_NAME_BYTES);
    out.push(b'.');
    out.extend_from_slice(&name[..cut]);
    out.extend_from_slice(tail.as_bytes());
    std::ffi::OsString::from_vec(out)
}
