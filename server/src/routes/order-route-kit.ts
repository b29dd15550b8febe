// Pieces every order route shares: the {id} path parameter and the error answers an order call gives.
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract';
import { errorAnswers, jsonAnswer } from './route-kit';

export const orderIdParams = z.object({ id: z.string().min(1).max(64) });

export const orderAnswers = {
  401: errorAnswers[401],
  403: errorAnswers[403],
  404: jsonAnswer(errorEnvelope, 'No such order in the caller\'s company (040080)'),
  409: jsonAnswer(errorEnvelope, 'Not allowed in the order\'s status (040081, 040082, 040089, 040306) or clientNumber used (040901)'),
} as const;
