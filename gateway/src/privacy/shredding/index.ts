/** Crypto-shredding of personal data in the gateway's events (gateway/src/privacy/README.md). */
export { customerSubject, emailSubject, orderSubject, isSubjectId, type SubjectId } from './subject-ids.ts';
export { SubjectKeys, keyCacheMs } from './subject-keys.ts';
export { PersonalData, isSealedPersonal, subjectOf } from './personal-data-sealing.ts';
