/** What a port's event subscription returns: call it to stop listening. Every owner releases it on dispose(). */
export type Unsubscribe = () => void;
