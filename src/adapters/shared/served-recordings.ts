/**
 * The served console's recordings (the demo world over the wire; not the platform's contract, hence the /demo
 * prefix): the operator's browser uploads what it recorded of a call to RECORDING_UPLOAD_PATH (multipart: `channel`
 * and `file`), and the server serves every recording over HTTP under RECORDING_FILES_PATH.
 */
export const RECORDING_UPLOAD_PATH = '/demo/recordings';
export const RECORDING_FILES_PATH = '/demo/recordings/files';
