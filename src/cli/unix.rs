//! The two things arbiter asks of the C library itself, declared here rather than through a
//! crate: ignoring SIGXFSZ, and the effective user and group ids (for the permission bits of
//! a file about to be replaced).

/// SIGXFSZ, the signal a write past the file-size limit (`ulimit -f`) raises.
#[cfg(any(target_arch = "mips", target_arch = "mips64"))]
const SIGXFSZ: i32 = 31;
#[cfg(not(any(target_arch = "mips", target_arch = "mips64")))]
const SIGXFSZ: i32 = 25;

/// The handler that ignores a signal.
const SIG_IGN: usize = 1;

extern "C" {
    fn signal(signum: i32, handler: usize) -> usize;
    fn geteuid() -> u32;
    fn getegid() -> u32;
}

/// Ignores SIGXFSZ, which would end arbiter without a word (status 153) at a write past the
/// file-size limit: ignored, the write fails with "file too large" instead, which the writer
/// says (exit 2) after removing its temporary file.
pub fn ignore_file_size_signal() {
    // The two `unsafe` blocks of arbiter are here: calls into the C library.
    #[allow(unsafe_code)]
    // SAFETY: `signal` with SIG_IGN installs no code of ours; it only changes what the
    // process does on SIGXFSZ, and is called once, at the start, before any thread exists.
    unsafe {
        signal(SIGXFSZ, SIG_IGN);
    }
}

/// The effective user and group ids of the process.
pub fn effective_ids() -> (u32, u32) {
    // SAFETY: both calls take nothing, always succeed and touch no memory of ours.
    #[allow(unsafe_code)]
    unsafe {
        (geteuid(), getegid())
    }
}
