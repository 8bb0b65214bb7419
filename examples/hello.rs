//! The floor for whole-process benchmarks: a process that starts, prints one line and exits.
//! `docs/performance.md` reports every command as a ratio to this one, measured in the same run.

fn main() {
    println!("hello");
}
