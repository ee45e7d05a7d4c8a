//! How long each stage of a build took, for `sitegen build --timings` and `make bench`: where the
//! time goes, measured rather than guessed. Wall time everywhere; CPU time (all threads) and the
//! process's peak memory so far where the system tells them (Linux): how well a stage uses the
//! cores, and which stage sets the peak.

use std::time::{Duration, Instant};

/// One stage: its name, wall time and CPU time (user + system, all threads) if known.
#[derive(Debug, Clone)]
pub struct Lap {
    pub stage: &'static str,
    pub wall: Duration,
    pub cpu: Option<Duration>,
    /// The process's peak resident memory at the end of the stage, in bytes.
    pub peak_memory: Option<u64>,
}

/// The stages of one build, in the order they ran.
#[derive(Debug, Clone)]
pub struct Laps {
    last: Instant,
    last_cpu: Option<Duration>,
    laps: Vec<Lap>,
}

impl Default for Laps {
    fn default() -> Self {
        Laps { last: Instant::now(), last_cpu: process_cpu(), laps: Vec::new() }
    }
}

impl Laps {
    /// Ends the stage `stage`: the time since the previous lap (or the start).
    pub fn lap(&mut self, stage: &'static str) {
        let (now, cpu) = (Instant::now(), process_cpu());
        let spent = match (cpu, self.last_cpu) {
            (Some(now), Some(before)) => Some(now.saturating_sub(before)),
            _ => None,
        };
        self.laps.push(Lap { stage, wall: now - self.last, cpu: spent, peak_memory: peak_memory() });
        (self.last, self.last_cpu) = (now, cpu);
    }

    pub fn stages(&self) -> &[Lap] {
        &self.laps
    }
}

/// CPU time of the whole process so far, from `/proc/self/stat` (user and system clock ticks,
/// fields 14 and 15; the kernel's tick is 1/100 s for this interface).
fn process_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    let rest = &stat[stat.rfind(')')? + 2..];
    let mut fields = rest.split(' ').skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(Duration::from_millis((user + system) * 10))
}

/// The process's peak resident set so far (`VmHWM` in `/proc/self/status`, in KiB there).
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn laps_add_up_to_the_time_spent() {
        let started = Instant::now();
        let mut laps = Laps::default();
        std::thread::sleep(Duration::from_millis(20));
        laps.lap("sleep");
        // Busy until the process's CPU clock (10 ms ticks) has moved 40 ms, however loaded the
        // machine is (a wall-clock spin gets little CPU when other builds run); 10 s at most.
        let (spin, cpu_before) = (Instant::now(), process_cpu());
        let mut x = 0u64;
        while spin.elapsed() < Duration::from_secs(10)
            && process_cpu().zip(cpu_before).is_some_and(|(now, before)| now - before < Duration::from_millis(40))
        {
            for _ in 0..10_000 {
                x = std::hint::black_box(x.wrapping_add(1));
            }
        }
        laps.lap("spin");
        let total: Duration = laps.stages().iter().map(|l| l.wall).sum();
        assert!(total <= started.elapsed());
        assert!(laps.stages()[0].wall >= Duration::from_millis(20));
        assert_eq!(laps.stages().iter().map(|l| l.stage).collect::<Vec<_>>(), ["sleep", "spin"]);
        if cfg!(target_os = "linux") {
            let spin_cpu = laps.stages()[1].cpu.expect("Linux tells the CPU time");
            assert!(spin_cpu >= Duration::from_millis(30), "{spin_cpu:?}");
            assert!(laps.stages()[1].peak_memory.is_some_and(|m| m > 1 << 20), "a process uses more than 1 MiB");
        }
    }
}
