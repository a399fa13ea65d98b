// The demo catalogue a first start lists: what five made-up sellers offer, written as each would fill in the
// product form. Pure data: the image generator (`scripts/demo-images/`) and the tests read it too.
import type { ProductCategory, ProductCondition } from '@robomarket/api-client/enums';

/** The demo sellers, by the key the catalogue uses (their accounts are in `demo-data.ts`). */
export type DemoSellerKey = 'demo' | 'northgate' | 'meridian' | 'meridian-services' | 'brightpath';

/** A demo listing, as a seller would fill in the product form, with its pictures. */
export interface DemoProduct {
  seller: DemoSellerKey;
  name: string;
  description: string;
  /** The contract's money: digits, a point, two decimals. */
  price: string;
  /** On sale: the price it was, above `price` (Deals lists these). */
  compareAt?: string;
  category: ProductCategory;
  condition: ProductCondition;
  specifications: Record<string, string>;
  /** Picture names without `demo-` and `.webp`: `apps/server/demo-images/demo-<image>.webp`; the first is the cover. */
  images: readonly string[];
}

/** The path a demo picture is served at (`GET /api/images/{name}`, from `apps/server/demo-images/`). */
export const demoImagePath = (image: string): string => `/api/images/demo-${image}.webp`;

/**
 * The demo catalogue, newest first: each seller's listings together, sellers interleaved by what a buyer
 * would want to see first, so the first page of the catalogue shows every kind of thing sold.
 */
export const demoCatalogue: readonly DemoProduct[] = [
  {
    seller: 'demo',
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
    images: ['vector-c10-arm', 'vector-c10-arm-2', 'vector-c10-arm-3'],
  },
  {
    seller: 'northgate',
    name: 'Northgate Tote Runner TR-60',
    description:
      'Compact autonomous mobile robot that carries totes and bins between picking zones and packing ' +
      'stations. Plugs into most warehouse management systems and docks to charge between missions.',
    price: '21900.00',
    compareAt: '24500.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Payload: '60 kg',
      'Top speed': '1.8 m/s',
      'Battery life': '12 h',
      Navigation: 'LiDAR SLAM with 3D obstacle cameras',
      Footprint: '620 × 480 mm',
      Charging: 'Automatic docking, 45 min to 80%',
    },
    images: ['tote-runner-tr60', 'tote-runner-tr60-2'],
  },
  {
    seller: 'demo',
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
    images: ['two-finger-gripper-85', 'two-finger-gripper-85-2'],
  },
  {
    seller: 'demo',
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
    images: ['fleetops-licence'],
  },
  {
    seller: 'brightpath',
    name: 'Brightpath Concierge Service Robot',
    description:
      'A friendly reception robot for hotel lobbies, clinics and stores: greets visitors, answers questions ' +
      'in 12 languages on its 15-inch screen and walks them to the room, shelf or counter they need.',
    price: '16800.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Height: '1.35 m',
      Screen: '15.6-inch touch, 1080p',
      Languages: '12',
      'Battery life': '9 h',
      'Top speed': '1.0 m/s',
      Connectivity: 'Wi-Fi 6, 4G',
    },
    images: ['concierge-robot', 'concierge-robot-2'],
  },
  {
    seller: 'demo',
    name: 'SafeZone 2D Safety Laser Scanner',
    description:
      'Safety-rated laser scanner that slows or stops a robot cell when someone walks in, replacing fixed ' +
      'guarding on open cells and mobile robots.',
    price: '2890.00',
    compareAt: '3250.00',
    category: 'ACCESSORY',
    condition: 'NEW',
    specifications: {
      'Protective field range': '5.5 m',
      'Scanning angle': '275°',
      'Safety rating': 'PL d, SIL 2',
      'Response time': '62 ms',
      Interface: 'EtherNet/IP, PROFIsafe',
    },
    images: ['safezone-scanner'],
  },
  {
    seller: 'meridian-services',
    name: 'Robot Maintenance Plan, Annual (per Robot)',
    description:
      'Two preventive visits a year per robot: lubrication, belt and cable checks, brake tests, backups and ' +
      'a written health report, plus priority call-outs with parts at cost.',
    price: '3600.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      Visits: '2 per year',
      'Call-out response': 'Next business day',
      Coverage: 'Midwest and Great Lakes states',
      Includes: 'Lubrication, brake tests, backups, health report',
      'Parts discount': 'At cost',
    },
    images: ['maintenance-plan'],
  },
  {
    seller: 'northgate',
    name: 'SkyCount Inventory Drone Kit',
    description:
      'Indoor drone that scans pallet labels on high racks overnight and reconciles them with your stock ' +
      'records. Kit of two drones, a landing pad with charger and the counting software for one site.',
    price: '34500.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      'Flight time': '28 min per battery',
      'Scan rate': 'Up to 1,800 pallets per hour',
      'Rack height': 'Up to 14 m',
      Positioning: 'Visual-inertial, no GPS needed',
      'In the kit': '2 drones, landing pad, 6 batteries, licence',
    },
    images: ['skycount-drone', 'skycount-drone-2'],
  },
  {
    seller: 'meridian',
    name: 'OptiSense 3D Vision Camera',
    description:
      'Structured-light 3D camera for bin picking, palletizing and inspection. Point clouds at 30 frames per ' +
      'second with an SDK for the common robot brands.',
    price: '3480.00',
    compareAt: '3990.00',
    category: 'ACCESSORY',
    condition: 'NEW',
    specifications: {
      'Working range': '0.3 to 2.0 m',
      'Depth accuracy': '0.1 mm at 0.5 m',
      'Frame rate': '30 fps',
      Interface: 'GigE, PoE',
      'Protection rating': 'IP65',
    },
    images: ['optisense-3d-camera'],
  },
  {
    seller: 'demo',
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
    images: ['pathfinder-amr-500', 'pathfinder-amr-500-2'],
  },
  {
    seller: 'brightpath',
    name: 'MediRun Hospital Delivery Robot',
    description:
      'Carries medicines, samples and linen between the pharmacy, laboratory and wards, calling lifts and ' +
      'opening doors on its own. Four lockable drawers open with a badge or PIN.',
    price: '42500.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Payload: '80 kg in 4 lockable drawers',
      'Battery life': '12 h',
      'Noise level': 'Below 45 dB',
      Integrations: 'Lifts, automatic doors, nurse call',
      Certifications: 'ISO 13482, IEC 60601-1-2',
    },
    images: ['medirun-delivery'],
  },
  {
    seller: 'meridian-services',
    name: 'CellSim Offline Programming Suite, Perpetual Licence',
    description:
      'Plan and program robot cells on a desktop before a single bolt is tightened: reach and cycle-time ' +
      'studies, collision checks and post-processors for the major robot brands.',
    price: '8950.00',
    category: 'SOFTWARE',
    condition: 'NEW',
    specifications: {
      Licence: 'Perpetual, one named user',
      'Robot libraries': '900+ models',
      'Post-processors': '14 brands',
      'Updates included': '12 months',
      'Operating system': 'Windows 11, 64-bit',
    },
    images: ['cellsim-suite'],
  },
  {
    seller: 'meridian',
    name: 'PowerCell 48 V Robot Battery Pack',
    description:
      'Lithium iron phosphate replacement pack for autonomous mobile robots and carts, with a built-in ' +
      'battery management system and a CAN bus for state of charge.',
    price: '2375.50',
    compareAt: '2795.00',
    category: 'PART',
    condition: 'NEW',
    specifications: {
      Voltage: '48 V nominal',
      Capacity: '40 Ah (1.92 kWh)',
      Chemistry: 'LiFePO4',
      'Cycle life': '4,000 cycles to 80%',
      Interface: 'CAN 2.0B',
      Weight: '19 kg',
    },
    images: ['powercell-48v'],
  },
  {
    seller: 'northgate',
    name: 'Atlas PL-1500 Pallet Mover',
    description:
      'Autonomous forklift-free pallet mover for cross-docking and line feeding, lifting standard pallets ' +
      'from the floor and setting them down within a centimetre.',
    price: '68900.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Payload: '1500 kg',
      'Lift height': '200 mm',
      'Top speed': '2.0 m/s unloaded',
      'Battery life': '8 h, hot-swappable',
      'Positioning accuracy': '± 10 mm',
    },
    images: ['atlas-pl1500'],
  },
  {
    seller: 'brightpath',
    name: 'Bolt Classroom Robotics Kit (Set of 6)',
    description:
      'Six programmable wheeled robots with sensors, a charging case and 40 ready-made lessons, from ' +
      'block coding for beginners to Python for advanced classes.',
    price: '1890.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      'Robots in the set': '6',
      Programming: 'Blocks and Python',
      Sensors: 'Distance, line, colour, light, IMU',
      'Battery life': '5 h',
      Ages: '10 and up',
      Lessons: '40, aligned with STEM curricula',
    },
    images: ['bolt-classroom-kit'],
  },
  {
    seller: 'demo',
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
    images: ['pr-180-palletizer'],
  },
  {
    seller: 'meridian',
    name: 'VacuFlex Modular Vacuum Gripper',
    description:
      'Lightweight vacuum gripper with four adjustable suction cups and a built-in ejector, for boxes, ' +
      'sheet metal and bags. Runs on shop air, no external vacuum pump needed.',
    price: '1645.00',
    category: 'PART',
    condition: 'NEW',
    specifications: {
      'Suction cups': '4, Ø 40 mm, repositionable',
      Payload: '12 kg',
      'Air supply': '6 bar',
      Weight: '0.65 kg',
      Mounting: 'ISO 9409-1-50-4-M6',
    },
    images: ['vacuflex-gripper'],
  },
  {
    seller: 'meridian-services',
    name: 'Robot Programming Course, 3 Days On Site',
    description:
      'Hands-on training for up to eight operators and technicians on your own robots: jogging, teaching ' +
      'points, simple programs, safety and everyday troubleshooting. Certificates for every participant.',
    price: '5400.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      Duration: '3 days on site',
      Participants: 'Up to 8',
      Level: 'Beginner to intermediate',
      Includes: 'Course book, certificates, 30 days of email questions',
    },
    images: ['programming-course'],
  },
  {
    seller: 'brightpath',
    name: 'CleanSweep Pro Commercial Floor Robot',
    description:
      'Autonomous scrubber-dryer for supermarkets, airports and offices. Cleans up to 1,500 m² an hour on ' +
      'its own schedule and reports every run to the facility manager’s phone.',
    price: '27400.00',
    category: 'ROBOT',
    condition: 'REFURBISHED',
    specifications: {
      'Cleaning rate': 'Up to 1,500 m²/h',
      'Cleaning width': '560 mm',
      'Water tank': '45 l clean, 50 l recovery',
      'Battery life': '4 h',
      Warranty: '12 months, refurbished by the maker',
    },
    images: ['cleansweep-pro'],
  },
  {
    seller: 'northgate',
    name: 'TugMaster T-1000 Autonomous Tugger',
    description:
      'Tows up to three carts in a train between the warehouse and assembly lines, hitching and unhitching ' +
      'by itself. Ex-demonstration unit with 600 operating hours.',
    price: '29750.00',
    category: 'ROBOT',
    condition: 'USED',
    specifications: {
      'Towing capacity': '1000 kg',
      'Top speed': '1.5 m/s',
      'Battery life': '10 h',
      Hitch: 'Automatic',
      'Operating hours': '600',
    },
    images: ['tugmaster-t1000'],
  },
  {
    seller: 'demo',
    name: 'Swift S4 SCARA Robot',
    description:
      'Fast four-axis SCARA for assembly, dispensing and tray loading on compact benches. 0.35 s standard ' +
      'cycle and a cleanroom option.',
    price: '14200.00',
    compareAt: '16330.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Payload: '4 kg',
      Reach: '600 mm',
      'Standard cycle': '0.35 s',
      Repeatability: '± 0.01 mm',
      Axes: '4',
    },
    images: ['swift-s4-scara'],
  },
  {
    seller: 'meridian',
    name: 'Sentinel 360 LiDAR Sensor',
    description:
      'Thirty-two-channel spinning LiDAR for mobile robot navigation and outdoor mapping, with a 360° view ' +
      'and an Ethernet point cloud stream.',
    price: '1299.99',
    category: 'ACCESSORY',
    condition: 'NEW',
    specifications: {
      Channels: '32',
      Range: '120 m',
      'Field of view': '360° × 40°',
      'Points per second': '640,000',
      'Protection rating': 'IP67',
    },
    images: ['sentinel-360-lidar'],
  },
  {
    seller: 'meridian-services',
    name: 'VisionQC Inspection Software, Site Licence',
    description:
      'Trains defect detection from a few dozen photos of good and bad parts and runs it on the line, with ' +
      'pass and fail signals for PLCs and a dashboard of trends by shift.',
    price: '15750.00',
    category: 'SOFTWARE',
    condition: 'NEW',
    specifications: {
      Licence: 'Annual, one site',
      Cameras: 'Up to 8',
      'PLC signals': 'Digital I/O, OPC UA, PROFINET',
      Training: 'From 30 images per class',
      Deployment: 'Edge PC included',
    },
    images: ['visionqc-software'],
  },
  {
    seller: 'brightpath',
    name: 'Scout Telepresence Robot',
    description:
      'Be there without travelling: drive Scout around an office, plant or school from a browser, with a ' +
      'wide-angle camera, a tilting screen and good microphones.',
    price: '3950.00',
    compareAt: '4542.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Screen: '10.1-inch',
      Camera: 'Wide-angle 4K, 4× zoom',
      'Battery life': '8 h',
      'Height adjustment': '1.1 to 1.6 m',
      Access: 'Any modern browser',
    },
    images: ['scout-telepresence'],
  },
  {
    seller: 'demo',
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
    images: ['cell-integration'],
  },
  {
    seller: 'meridian',
    name: 'TorqueSense 6-Axis Force/Torque Sensor',
    description:
      'Wrist-mounted force and torque sensor for polishing, insertion and hand-guiding, with an overload ' +
      'stop and a plug-in for the major collaborative arms.',
    price: '5890.00',
    category: 'PART',
    condition: 'NEW',
    specifications: {
      'Force range': '± 200 N',
      'Torque range': '± 10 Nm',
      Resolution: '0.1 N, 0.005 Nm',
      'Sample rate': '1 kHz',
      Overload: '1,000%',
    },
    images: ['torquesense-ft'],
  },
  {
    seller: 'northgate',
    name: 'QuickDock Charging Station',
    description:
      'Floor-mounted fast charger for Tote Runner and Pathfinder robots. Robots find and dock on their own; ' +
      'status lights show charging and faults from across the floor.',
    price: '1850.00',
    compareAt: '2127.00',
    category: 'ACCESSORY',
    condition: 'NEW',
    specifications: {
      'Charge current': '40 A',
      Input: '200-240 V AC, single phase',
      Compatible: 'TR-60, AMR-500',
      Docking: 'Contact plates, automatic',
      Footprint: '450 × 300 mm',
    },
    images: ['quickdock-charger'],
  },
  {
    seller: 'brightpath',
    name: 'HomeMate H2 Robot Vacuum and Mop',
    description:
      'Maps every room on its first run, vacuums and mops in one pass and empties itself into its base for ' +
      'up to 60 days. Schedules and no-go zones from the app.',
    price: '649.00',
    compareAt: '746.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Suction: '6,000 Pa',
      'Run time': '180 min',
      Navigation: 'LiDAR with room recognition',
      'Self-emptying': 'Up to 60 days',
      'Smart home': 'Works with the major voice assistants',
    },
    images: ['homemate-h2'],
  },
  {
    seller: 'meridian-services',
    name: 'Robot Repair and Overhaul (Bench Service)',
    description:
      'Send us a robot arm, controller or drive: we diagnose it within two days, quote a fixed price and ' +
      'return it tested, with new seals and bearings where worn and a six-month warranty.',
    price: '2450.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      Diagnosis: 'Within 2 business days',
      Turnaround: '10 business days typical',
      Includes: 'Diagnosis, fixed quote, test report',
      Warranty: '6 months on the repair',
    },
    images: ['repair-overhaul'],
  },
  {
    seller: 'meridian',
    name: 'QuickSwap Automatic Tool Changer',
    description:
      'Lets one arm switch between grippers, screwdrivers and cameras in under a second, passing air and ' +
      'signals through. Master and one tool plate.',
    price: '2190.00',
    category: 'PART',
    condition: 'REFURBISHED',
    specifications: {
      Payload: '16 kg',
      'Change time': 'Under 1 s',
      'Pneumatic passes': '6',
      'Electrical contacts': '12',
      Warranty: '6 months',
    },
    images: ['quickswap-tool-changer'],
  },
  {
    seller: 'demo',
    name: 'Titan T-210 Industrial Robot',
    description:
      'Heavy-payload six-axis robot for spot welding, machine loading and material handling. Refurbished ' +
      'from a European car plant, with new cables and a new controller battery.',
    price: '47500.00',
    compareAt: '54625.00',
    category: 'ROBOT',
    condition: 'REFURBISHED',
    specifications: {
      Payload: '210 kg',
      Reach: '2650 mm',
      Axes: '6',
      Repeatability: '± 0.06 mm',
      'Operating hours': '21,400',
      Warranty: '12 months',
    },
    images: ['titan-t210', 'titan-t210-2'],
  },
  {
    seller: 'northgate',
    name: 'Guardian K9 Inspection Robot',
    description:
      'Four-legged robot that climbs stairs and walks plant routes on schedule, reading gauges, hearing ' +
      'leaks and spotting hot spots with its thermal camera. Lightly used, one season on a solar farm.',
    price: '58000.00',
    category: 'ROBOT',
    condition: 'USED',
    specifications: {
      'Walking speed': '1.6 m/s',
      'Battery life': '2.5 h',
      Sensors: 'Thermal, 30× zoom, acoustic, gas',
      Stairs: 'Up to 35°',
      'Protection rating': 'IP66',
    },
    images: ['guardian-k9', 'guardian-k9-2'],
  },
  {
    seller: 'brightpath',
    name: 'Pixel Desktop Robot Arm for Education',
    description:
      'A small four-axis arm for classrooms and labs that draws, writes, lasers and picks up blocks, with ' +
      'a suction cup, pen holder and gripper in the box.',
    price: '1249.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Payload: '500 g',
      Reach: '320 mm',
      Repeatability: '± 0.2 mm',
      Programming: 'Blocks, Python, ROS 2',
      'In the box': 'Suction cup, pen holder, gripper',
    },
    images: ['pixel-desktop-arm'],
  },
  {
    seller: 'meridian',
    name: 'LightGuard Safety Light Curtain, 900 mm',
    description:
      'Type 4 safety light curtain pair that stops a machine or robot the moment a hand reaches into the ' +
      'opening, with muting for pallets passing through.',
    price: '1480.00',
    category: 'ACCESSORY',
    condition: 'NEW',
    specifications: {
      'Protective height': '900 mm',
      Resolution: '14 mm (finger)',
      Range: 'Up to 6 m',
      'Safety rating': 'Type 4, PL e, SIL 3',
      'Response time': '8 ms',
    },
    images: ['lightguard-curtain'],
  },
  {
    seller: 'meridian-services',
    name: 'Robot Safety Audit and Risk Assessment',
    description:
      'A certified safety engineer reviews one robot cell against ISO 10218 and the machinery rules, ' +
      'measures stopping times and writes a risk assessment with clear fixes.',
    price: '3200.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      Duration: '1 day on site, report in 5 days',
      Standards: 'ISO 10218-2, ISO 13849, ISO/TS 15066',
      Includes: 'Stopping-time measurements, risk assessment, action list',
      Scope: 'One robot cell',
    },
    images: ['safety-audit'],
  },
  {
    seller: 'northgate',
    name: 'RouteWise Warehouse Orchestration, Annual',
    description:
      'Decides which robot or picker does which job next, balancing orders, batteries and traffic across a ' +
      'whole site. Connects to Tote Runner, Pathfinder and people with handheld scanners.',
    price: '18000.00',
    category: 'SOFTWARE',
    condition: 'NEW',
    specifications: {
      Licence: 'Annual, one site',
      Robots: 'Up to 50',
      'Human pickers': 'Unlimited handhelds',
      Integrations: 'SAP EWM, Manhattan, REST API',
      Hosting: 'Cloud, EU or US region',
    },
    images: ['routewise-software'],
  },
  {
    seller: 'demo',
    name: 'TeachPad Pro Robot Teach Pendant',
    description:
      'Replacement 10-inch teach pendant for Vector cobots and Titan robots, with an enabling switch, an ' +
      'emergency stop and a 10 m cable. Pulled from a working cell.',
    price: '1150.00',
    category: 'ACCESSORY',
    condition: 'USED',
    specifications: {
      Screen: '10.1-inch touch',
      'Emergency stop': 'Yes, dual channel',
      'Enabling switch': 'Three-position',
      Cable: '10 m',
      Compatible: 'Vector C10, Titan T-210',
    },
    images: ['teachpad-pro'],
  },
  {
    seller: 'brightpath',
    name: 'UV-Guard Disinfection Robot',
    description:
      'Drives room to room after cleaning and disinfects surfaces with UV-C light, stopping at once when a ' +
      'person is detected. Used in operating theatres, classrooms and hotel rooms.',
    price: '35600.00',
    category: 'ROBOT',
    condition: 'REFURBISHED',
    specifications: {
      'UV-C output': '8 lamps, 254 nm',
      'Room cycle': '10 min for 30 m²',
      'Battery life': '5 h',
      Safety: 'Motion sensors, door sign, remote stop',
      Warranty: '12 months',
    },
    images: ['uv-guard'],
  },
  {
    seller: 'meridian',
    name: 'ServoMax 750 W Servo Motor with Drive',
    description:
      'Compact AC servo motor and matching drive for robot joints, gantries and conveyors, with a 23-bit ' +
      'absolute encoder and EtherCAT.',
    price: '689.00',
    category: 'PART',
    condition: 'NEW',
    specifications: {
      'Rated power': '750 W',
      'Rated torque': '2.39 Nm',
      'Rated speed': '3,000 rpm',
      Encoder: '23-bit absolute',
      Interface: 'EtherCAT',
    },
    images: ['servomax-750'],
  },
  {
    seller: 'meridian-services',
    name: 'Remote Support Subscription, 24/7',
    description:
      'A robotics engineer on the phone and on your robot’s screen within an hour, day or night, for up to ' +
      'ten robots. Remote diagnosis, program fixes and backups.',
    price: '950.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      'Response time': 'Within 1 hour, 24/7',
      'Robots covered': 'Up to 10',
      Term: 'Monthly, cancel any time',
      Includes: 'Remote diagnosis, program fixes, backups',
    },
    images: ['remote-support'],
  },
  {
    seller: 'northgate',
    name: 'Pathfinder Lift Top Module',
    description:
      'Lifting top for the Pathfinder AMR-500 that slides under shelf carts and raises them 60 mm, turning ' +
      'the robot into a goods-to-person shelf carrier. Removed from a robot that was returned unused.',
    price: '4100.00',
    category: 'PART',
    condition: 'USED',
    specifications: {
      'Lift capacity': '500 kg',
      'Lift height': '60 mm',
      'Lift time': '3 s',
      Compatible: 'Pathfinder AMR-500',
    },
    images: ['lift-top-module'],
  },
  {
    seller: 'brightpath',
    name: 'Robot Deployment Starter Package for Clinics',
    description:
      'We map your building, connect the robot to lifts, doors and Wi-Fi, train the staff and stay on call ' +
      'for the first month, so your first service robot is working in a week.',
    price: '6500.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      Duration: '5 days on site',
      Includes: 'Mapping, integrations, staff training',
      Support: '30 days on call',
      'Robots covered': 'Up to 3',
    },
    images: ['clinic-deployment'],
  },
  {
    seller: 'meridian',
    name: 'Three-Finger Adaptive Gripper',
    description:
      'Three articulated fingers that wrap around round, odd and soft parts without re-tooling. Ex-lab unit ' +
      'in very good condition, with its cable and mounting plate.',
    price: '7200.00',
    category: 'PART',
    condition: 'USED',
    specifications: {
      Fingers: '3, articulated',
      'Grip force': '15 to 60 N',
      Payload: '2.5 kg',
      'Object size': '20 to 155 mm',
      Weight: '2.3 kg',
    },
    images: ['three-finger-gripper'],
  },
  {
    seller: 'demo',
    name: 'ArcLine Robotic Welding Cell',
    description:
      'A complete welding cell on one base: six-axis welding robot, positioner, torch cleaner, fume hood and ' +
      'light-tight walls. Arrives wired and tested; in production the week it lands.',
    price: '96500.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      Process: 'MIG/MAG',
      'Welding power source': '400 A pulse',
      Positioner: '2-axis, 500 kg',
      Footprint: '3.2 × 2.4 m',
      Safety: 'Light-tight enclosure, interlocked door',
    },
    images: ['arcline-welding-cell'],
  },
  {
    seller: 'brightpath',
    name: 'Storefront Shelf Scanning Robot',
    description:
      'Rolls the aisles before opening and flags empty shelves, misplaced items and wrong price labels, ' +
      'sending a to-do list to staff phones.',
    price: '23900.00',
    category: 'ROBOT',
    condition: 'NEW',
    specifications: {
      'Scan speed': '20,000 facings per hour',
      Cameras: '6, up to 2.4 m shelf height',
      'Battery life': '10 h',
      Detects: 'Gaps, misplaced items, price labels',
    },
    images: ['shelf-scanner'],
  },
  {
    seller: 'northgate',
    name: 'Warehouse Automation Feasibility Study',
    description:
      'Two of our engineers spend two days with your team and your order data, then show you what to ' +
      'automate first, with layouts, robot counts, costs and payback time.',
    price: '4800.00',
    category: 'SERVICE',
    condition: 'NEW',
    specifications: {
      Duration: '2 days on site, report in 10 days',
      Includes: 'Data analysis, layout, business case',
      Deliverables: 'Report, simulation video, budget quote',
    },
    images: ['feasibility-study'],
  },
];
