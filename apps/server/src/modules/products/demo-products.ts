import type { ProductCategory, ProductCondition } from '@robomarket/api-client/enums';
import type { Queryable } from '../../db/db.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { listMemberships } from '../business/index.ts';
import { insertProduct } from './repository.ts';

/** A demo listing, as a seller would fill in the product form. */
interface DemoProduct {
  name: string;
  description: string;
  price: string;
  category: ProductCategory;
  condition: ProductCondition;
  specifications: Record<string, string>;
}

/**
 * The demo seller's catalogue: one or more of each kind of thing sold on RoboMarket. No images: the apps
 * show their placeholder, and a demo should not depend on hosts it cannot reach.
 */
export const demoProducts: readonly DemoProduct[] = [
  {
    name: 'Vector C10 Collaborative Robot Arm',
    description:
      'Six-axis collaborative arm for machine tending, screwdriving and pick-and-place next to people. ' +
      'Force-limited joints, hand-guided teaching and a tablet pendant; ships with controller and cabling.',
    price: '24999.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Payload: '10 kg',
      Reach: '1300 mm',
      Repeatability: '± 0.05 mm',
      Axes: '6',
      Weight: '33.5 kg',
      'Protection rating': 'IP54',
      Certifications: 'ISO 10218-1, ISO/TS 15066',
    },
  },
  {
    name: 'Pathfinder AMR-500 Autonomous Mobile Robot',
    description:
      'Autonomous mobile robot for moving carts and pallets between stations without floor markers. ' +
      'Factory-refurbished with a new battery pack and a 12-month warranty.',
    price: '38750.00',
    category: 'ROBOT',
    condition: 'REFURBISHED',
    specifications: {
      Payload: '500 kg',
      'Top speed': '1.5 m/s',
      'Battery life': '10 h',
      Navigation: 'LiDAR SLAM, no floor markers',
      Charging: 'Automatic docking',
      Warranty: '12 months',
    },
  },
  {
    name: 'PR-180 Palletizing Robot',
    description:
      'Four-axis palletizer for end-of-line case handling, taken out of service after a line change. ' +
      'Serviced, with new gearbox oil and a documented maintenance history.',
    price: '31500.00',
    category: 'ROBOT',
    condition: 'USED',
    specifications: {
      Payload: '180 kg',
      Reach: '3150 mm',
      Axes: '4',
      'Cycles per hour': '1400',
      'Operating hours': '9800',
    },
  },
  {
    name: 'Adaptive Two-Finger Gripper 85 mm',
    description:
      'Electric parallel gripper with adjustable force and stroke, for parts from eggs to engine brackets. ' +
      'Mounts directly on most collaborative arms.',
    price: '4250.00',
    category: 'PART',
    condition: 'NEW',
    specifications: {
      Stroke: '85 mm',
      'Grip force': '20 to 235 N',
      Payload: '5 kg',
      Weight: '0.9 kg',
      Mounting: 'ISO 9409-1-50-4-M6',
    },
  },
  {
    name: 'SafeZone 2D Safety Laser Scanner',
    description:
      'Safety-rated laser scanner that slows or stops a robot cell when someone walks in, replacing fixed ' +
      'guarding on open cells and mobile robots.',
    price: '2890.00',
    category: 'ACCESSORY',
    condition: 'NEW',
    specifications: {
      'Protective field range': '5.5 m',
      'Scanning angle': '275°',
      'Safety rating': 'PL d, SIL 2',
      'Response time': '62 ms',
      Interface: 'EtherNet/IP, PROFIsafe',
    },
  },
  {
    name: 'FleetOps Fleet Management, 10-Robot Annual Licence',
    description:
      'Traffic control, job dispatch and live dashboards for mixed fleets of mobile robots, with a REST API ' +
      'for warehouse and ERP systems.',
    price: '12000.00',
    category: 'SOFTWARE',
    condition: 'NEW',
    specifications: {
      Licence: 'Annual subscription',
      'Robots covered': '10',
      Deployment: 'On-premises or cloud',
      Integrations: 'WMS and ERP through REST API',
      Support: '24/7, 4 h response',
    },
  },
  {
    name: 'Robot Cell Integration and Commissioning',
    description:
      'Our engineers design, install and commission a robot cell at your site: layout, risk assessment, ' +
      'programming, safety validation and operator training.',
    price: '18500.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      Duration: '10 working days on site',
      Includes: 'Layout, risk assessment, programming, training',
      'Operator training': '2 days, up to 6 people',
      Coverage: 'Continental United States',
      'Workmanship warranty': '12 months',
    },
  },
];

/**
 * Lists the demo products for a seller under their first business, a millisecond apart just after `now`
 * (after the account itself), the first one newest, so the catalogue reads in this order.
 */
export async function seedDemoProducts(db: Queryable, sellerId: string, now: Date): Promise<number> {
  const [membership] = await listMemberships(db, sellerId);
  for (const [index, product] of demoProducts.entries()) {
    const priceMinor = toMinorUnits(product.price);
    if (priceMinor === undefined) throw new Error(`Demo product ${product.name} has a bad price`);
    await insertProduct(
      db,
      {
        sellerId,
        businessId: membership?.business_id ?? null,
        name: product.name,
        description: product.description,
        priceMinor,
        currency: 'USD',
        category: product.category,
        condition: product.condition,
        images: [],
        specifications: product.specifications,
      },
      new Date(now.getTime() + demoProducts.length - index),
    );
  }
  return demoProducts.length;
}
