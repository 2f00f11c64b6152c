import type { ChildProcess } from 'node:child_process';
import { constants } from 'node:os';

// Children that must not outlive this Node process.
const children = new Set<ChildProcess>();
const exitSignals: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let hooksInstalled = false;

function killAll(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  children.clear();
}

// At 'exit' nothing can be awaited any more, so no grace.
const killAllNow = () => killAll('SIGKILL');

function onSignal(signal: NodeJS.Signals): void {
  // SIGTERM lets Java close its files; it acts even if this process is gone a moment later.
  killAll('SIGTERM');
  // Our listener disables Node's default exit: exit as the shell reports a signal (128 + n) when nobody
  // else handles it, through process.exit so that every 'exit' hook still runs.
  if (process.listenerCount(signal) === 1) process.exit(128 + constants.signals[signal]);
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', killAllNow);
  for (const signal of exitSignals) process.on(signal, onSignal);
}

/** Kills `child` when this process exits or is interrupted; returns a function that stops watching it. */
export function killOnExit(child: ChildProcess): () => void {
  installHooks();
  children.add(child);
  child.once('exit', () => children.delete(child));
  return () => {
    children.delete(child);
  };
}
