import type { DemoWorld } from '../demo-world/demo-world';
import type { RunningCall } from './running-call';

/**
 * A call that slowed the network ended: the answers' delay to its sender goes back to what that sender's calls still
 * going set (the slowest), else to the world's own, so one drill's slow network does not outlive it in a world
 * several share. A call no account sent (the headless runner's) slowed the world's own delay, restored the same way.
 */
export function restoreNetwork(world: DemoWorld, going: readonly RunningCall[], baseLatency: number, ended: RunningCall): void {
  if (ended.latencyMs === null) return;
  const sender = ended.sender;
  const still = going.flatMap((call) => (call.sender !== sender || call.latencyMs === null ? [] : [call.latencyMs]));
  if (still.length > 0) world.latency.set(sender, Math.max(...still));
  else if (sender === null) world.latency.set(null, baseLatency);
  else world.latency.restore(sender);
}
