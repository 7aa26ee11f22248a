// Listens to the app tabs on the inspect BroadcastChannel. On mount it says hello, so tabs that were
// already open report the current snapshot of each live actor (a visualizer opened late sees them).
import { useEffect, useReducer } from 'react';
import { INSPECT_CHANNEL, type InspectMessage } from '../../app/inspect-protocol';
import { tabId } from '../../app/inspect-reporter';
import { applyMessage, emptyLiveActors, type LiveActors } from './live-actors';

const reduce = (state: LiveActors, message: InspectMessage) => applyMessage(state, message, tabId);

export function useLiveActors(): LiveActors {
  const [state, dispatch] = useReducer(reduce, emptyLiveActors);
  useEffect(() => {
    const channel = new BroadcastChannel(INSPECT_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<InspectMessage>) => dispatch(data);
    channel.postMessage({ type: 'visualizer.hello' } satisfies InspectMessage);
    return () => channel.close();
  }, []);
  return state;
}
