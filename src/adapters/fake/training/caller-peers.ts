import type { IceCandidate, TrackKind } from './caller-protocol';

/** The operator's end of a played caller's video: answers the caller page's offer and receives its tracks. */
export interface AnsweringPeer {
  answer(offerSdp: string): Promise<string>;
  addIce(candidate: IceCandidate): void;
  /** The caller's media (a MediaStream in a browser) once every announced track arrived. */
  readonly media: Promise<unknown>;
  close(): void;
}

export type AnsweringPeerFactory = (onIce: (candidate: IceCandidate) => void, tracks: readonly TrackKind[]) => AnsweringPeer;

/** The caller page's end: offers its camera and microphone, then takes the operator's answer. */
export interface OfferingPeer {
  offer(): Promise<string>;
  accept(answerSdp: string): Promise<void>;
  addIce(candidate: IceCandidate): void;
  close(): void;
}

export type OfferingPeerFactory = (media: unknown, onIce: (candidate: IceCandidate) => void) => OfferingPeer;
