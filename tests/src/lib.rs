//! `tilelift-tests`: integration tests over the corpus in `tests/corpus/`.
//!
//! The tests live in `tests/tests/`; this library is empty.
